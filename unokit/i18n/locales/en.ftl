### unokit: English catalogue (the source of the other languages).
###
### Written to be read aloud by a screen reader: short, the key fact first (STYLE.md).
### Card names are DESIGN.md contract 1: "Red 7", "Blue Reverse", "Wild Draw Four".
### English has no grammatical gender; the .gender attributes are kept so every catalogue has the same shape.

## Colours: $gender is the gender of the noun the colour describes (unused in English)

color-red = Red
color-orange = Orange
color-yellow = Yellow
color-green = Green
color-teal = Teal
color-blue = Blue
color-purple = Purple
color-magenta = Magenta
color-brown = Brown
color-white = White
color-black = Black

## Ranks: a number card's rank is its digit

rank-zero = 0
    .gender = masculine
rank-one = 1
    .gender = masculine
rank-two = 2
    .gender = masculine
rank-three = 3
    .gender = masculine
rank-four = 4
    .gender = masculine
rank-five = 5
    .gender = masculine
rank-six = 6
    .gender = masculine
rank-seven = 7
    .gender = masculine
rank-eight = 8
    .gender = masculine
rank-nine = 9
    .gender = masculine
rank-skip = Skip
    .gender = masculine
rank-reverse = Reverse
    .gender = masculine
rank-draw-two = Draw Two
    .gender = masculine
rank-wild = Wild
    .gender = masculine
rank-wild-draw-four = Wild Draw Four
    .gender = masculine

## A coloured card's name. $color: the colour agreeing with the rank; $rank: the rank's name.

card-colored = { $color } { $rank }
# The table's "number first" setting (English only: other languages fix the order in card-colored)
card-colored-number-first = { $rank } { $color }

## Counts

cards-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
