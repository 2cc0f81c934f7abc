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

## Rules summary (unokit rules, unokit brf --rules; unokit/rules_text.py). Sections follow RULES.md.

rules-title-classic = Classic rules
rules-title-black-uno = Black UNO house rules
rules-title-spectrum = Spectrum rules
rules-title-party = Party rules
rules-title-other = { $name } rules
rules-section-cards = The cards
rules-section-deal = Players and the deal
rules-section-starter = The starter card
rules-section-turn = Your turn
rules-section-actions = Action cards
rules-section-w4 = The Wild Draw Four
rules-section-uno = Calling UNO
rules-section-end = The end of a round
rules-section-scoring = Scoring
rules-section-house = House rules
# $colors: the deck's colours as a list ("red, yellow, green and blue")
rules-deck-classic = The deck has 108 cards. Each of the four colours, { $colors }, has one 0, two of each number from 1 to 9, and two each of Skip, Reverse and Draw Two. Four Wild cards and four Wild Draw Four cards have no colour.
rules-deck-spectrum = The deck has 112 cards. Each of the eight colours, { $colors }, has one card of each number from 0 to 9 and one each of Skip, Reverse and Draw Two. Four Wild cards and four Wild Draw Four cards have no colour.
rules-deal = { $min } to { $max } people can play. Each player is dealt { $size } cards, one at a time, starting with the player to the dealer's left and going clockwise. The next card is turned face up to start the discard pile; the rest are the draw pile.
rules-dealer-draw = To find the first dealer, everyone takes one card and the highest number deals. Action cards and Wilds count as zero, and a tie for highest draws again.
rules-dealer-chosen = The players agree on who deals first.
rules-dealer-random = The first round starts with a player picked at random.
rules-next-round-deal-passes-left = Each new round is dealt by the player to the left of the last dealer.
rules-next-round-winner-starts = Each later round starts with the winner of the round before.
rules-starter-until-number = Cards are turned up until a number card shows. Any action or Wild card turned before it stays in the discard pile and does nothing.
rules-starter-acts = The first card turned up acts on the player to the dealer's left, who plays first.
# $rank: a rank's name; the items of the list in rules-starter-replaced
rules-a-card = a { $rank }
# $cards: "a Wild Draw Four" or "a Skip or a Wild"
rules-starter-replaced = If it is { $cards }, it goes back into the deck, the deck is shuffled, and a new card is turned up.
rules-starter-skip = A Skip makes that player miss the turn.
rules-starter-reverse = A Reverse turns play counter-clockwise, so the dealer plays first.
rules-starter-draw-two = A Draw Two makes that player take two cards and miss the turn.
rules-starter-wild-draw-four = A Wild Draw Four makes that player take four cards and miss the turn.
rules-starter-wild-dealer = For a Wild, the dealer names the colour and then the first player plays.
rules-starter-wild-first-player = For a Wild, the first player names the colour and then plays.
rules-turn = On your turn, put down one card that matches the top card of the discard pile by colour, by number or by symbol, or put down a Wild.
# $cycle: the colours in order, joined by commas; $middle matches $before and $after
rules-turn-neighbours = Colours also match their neighbours in the cycle { $cycle }, and back to { $first }. So { $middle } matches { $before } and { $after }.
rules-turn-draw-may-play = Instead of playing, you may draw one card, even when you could play. If the card you drew can be played, you may play it at once or keep it. Otherwise your turn ends.
rules-turn-draw-ends = Instead of playing, you may draw one card, even when you could play. Drawing ends your turn: the drawn card cannot be played until your next turn.
rules-turn-multi = You may put down several cards at once if they share a number or an action, or are all Wild or all Wild Draw Four, in any colours. The first one must be playable, and the last one becomes the top card and sets the colour.
rules-turn-reshuffle = When the draw pile is empty, the discard pile apart from its top card is shuffled to make a new draw pile.
rules-actions-skip-reverse = A Skip makes the next player miss a turn. A Reverse changes the direction of play.
rules-actions-two-players = With two players, a Reverse works like a Skip.
rules-actions-draw-two-stacking = A Draw Two makes the next player take two cards and miss the turn, unless they add a Draw Two of their own. Each one added makes the penalty two cards bigger, and the first player who does not add one takes the whole penalty and misses the turn.
rules-actions-draw-two = A Draw Two makes the next player take two cards and miss the turn.
rules-actions-wild = A Wild lets you name any colour of the game: { $colors }. It may be the colour already in play.
rules-actions-multi = Several Skips at once skip that many players, and several Reverses change the direction once for each card.
rules-w4 = A Wild Draw Four names a colour, and the next player takes four cards and misses the turn.
rules-w4-restricted = You may only play it when you hold no card of the colour in play. Other numbers, symbols and Wilds do not count.
rules-w4-any-time = You may play it at any time.
rules-w4-challenge = The next player may accept it, or challenge it. In a challenge, the player who put it down shows their hand as it was at that moment. If they held a card of the colour that was in play, they take the four cards instead, and the challenger plays normally. If they did not, the challenger takes { number-word } cards and misses the turn.
rules-w4-stacking = The next player may add another Wild Draw Four instead, which makes the penalty four cards bigger. The first player who does not add one takes it all.
rules-w4-same-kind = While a penalty is waiting, the only cards that may be played on it are more of the same kind: a Draw Two never goes on a Wild Draw Four penalty, nor a Wild Draw Four on a Draw Two penalty, and no plain Wild goes on either.
rules-uno-call = When you play your second to last card, you must call UNO with that play. You may also call it afterwards, as long as nobody has caught you yet.
rules-uno-catch = Any other player may catch you before the next turn begins. Then you take { number-word } cards.
rules-uno-catch-places = Any other player may catch you until the next player draws or plays. Then you take { number-word } cards.
rules-uno-again = If your hand grows again, you must call UNO again the next time you are down to one card.
rules-uno-none = This game has no UNO call: nobody calls it and nobody can be caught.
rules-end-places = A player who has no cards left is out of the round, and play goes on without them. The round ends when { number-word } places are decided, or when only one player is left.
rules-end-first-out = The first player with no cards left wins the round.
rules-end-last-card-draws = If the last card was a Draw Two or a Wild Draw Four, the next player still takes those cards.
rules-end-blocked = If every player in turn neither plays nor draws, because there is nothing left to draw, the round is blocked. The player holding the fewest points wins it.
rules-scoring-values = Number cards score their number, Skip, Reverse and Draw Two score 20, and both kinds of Wild score 50.
# $values: rules-scoring-values
rules-scoring-winner = The winner of a round scores the cards left in the other hands. { $values } The first player to reach { $target } points wins the match.
rules-scoring-lowest = At the end of each round, every player adds up the cards in their own hand. { $values } When someone reaches { $target }, the player with the lowest total wins.
rules-scoring-none = No points are scored: the result is the order in which players went out.
rules-no-bluffing = No bluffing: a Wild Draw Four cannot be played while you hold a card of the colour in force.

## A small number ($count) in words, as inside a sentence

number-word = { $count ->
    [0] zero
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
   *[other] { $count }
}

## House rules and stacking in their rule's own words (the same text as unokit.rulebook's flag_texts)

rule-jump-in = Jump-in: a card identical to the top card may be played out of turn by another player; play continues from them.
rule-stack-draw-two = Stacking: a pending Draw Two may be answered with another Draw Two, or the whole total drawn.
rule-stack-wild-draw-four = Stacking: a pending Wild Draw Four may be answered with another Wild Draw Four, or the whole total drawn.
rule-stack-cross = Stack cross: a Wild Draw Four may be added onto a pending Draw Two total (never a Draw Two onto a Wild Draw Four).
rule-bluffing = Bluffing: with the Wild Draw Four restriction on, a Wild Draw Four held with the colour in force is still legal (a bluff); off, it is not legal at all.
rule-zero-rotate = Zero rotate: a Zero that is not the last card passes every hand to the next player in the direction of play.
rule-seven-swap = Seven-O: a Seven that is not the last card swaps hands with a seat of the player's choice.
rule-draw-to-match = Draw to match: a plain draw takes cards until one can be played or nothing is left to draw.
rule-force-play = Force play: a playable drawn card must be played; pass is not allowed while it can be.

## Braille-ready files (unokit brf; unokit/brf.py): the section on the braille labels of a printed deck

brf-labels-heading = The braille on the cards
brf-labels-where = A printed deck made with unokit sheet --braille has a short label on each card, twice: across the top-left corner, under the printed number, and turned upside down across the bottom-right corner. Hold the card upright to read it. The labels are uncontracted braille in lower case.
# one item of the list in brf-labels-colour: "r for red"
brf-letter-for = { $letter } for { $color }
brf-labels-colour = The first letter is the colour: { $letters }.
brf-labels-rank = Then comes a number sign and a digit for a number card ({ $example } is { $color } 7), s for Skip, r for Reverse, or a plus sign for Draw Two. A Wild is w alone, and a Wild Draw Four is w and a plus sign.
brf-labels-edges = A deck made with --braille-placement edges has longer labels down the long edges instead, read with the card turned a quarter turn anticlockwise; there the plus sign is followed by the number of cards to draw: plus 2 for Draw Two, w+4 for Wild Draw Four.
brf-labels-key = The braille key cards at the end of the deck say the same in braille, one entry a line.
# $table: the liblouis table's file name
brf-table = This file is contracted braille written with the liblouis table { $table }.

## Braille-ready files: a game's transcript (unokit brf RECORD; unokit/brf.py transcript_blocks)

# $title: the rules' title (rules-title-*), e.g. "Classic rules"
brf-transcript-title = Game transcript: { $title }
# one item of the list $players in brf-transcript-players: a name and its seat number (a default name,
# "Seat 1", is said alone)
brf-transcript-player = { $name } (seat { $seat })
# $round: the round's number; $players: the list of brf-transcript-player; $dealer: the dealer's name
brf-transcript-players = Round { $round }. Players: { $players }. Dealer: { $dealer }.
brf-transcript-began = How the round began
# said when the record has no narration of the deal (a round set up from a position)
brf-transcript-dealt = The cards were dealt.
brf-transcript-moves = Moves
brf-transcript-no-moves = No moves were made.
# a numbered move: $number, then $move, the engine's sentence (narr-*)
brf-transcript-move = { $number }. { $move }
brf-transcript-result = Result
# the record ends with the round still going on; $name: the player to act
brf-transcript-stops = The record stops before the end of the round; { $name } is to act.
# $result: the sentence before (the outcome or brf-transcript-stops); $scores: the list of brf-transcript-score
brf-transcript-scored = { $result } Scores: { $scores }.
brf-transcript-score = { $name } { $score }

## Card faces: the SVG <desc> (unokit/i18n/faces.py; COLORADD.md "Card layout rules")

# What each action and Wild card does (the same text as unokit.rulebook's effect_text, classic)
effect-skip = Skip: the next player loses their turn.
effect-reverse = Reverse: the direction of play changes (with two players it acts as a Skip).
effect-draw-two = Draw Two: the next player draws 2 cards and loses their turn.
effect-wild = Wild: it can be played on any card; the player names the colour to play next.
effect-wild-draw-four = Wild Draw Four: the player names the colour to play next; the next player draws 4 cards and loses their turn.
# $colors: the colours in a Wild's oval; $system: the sign system's name
face-wild-signs = Black card with an oval in { $colors } showing the { $system } sign of each colour.
face-wild = Black card with an oval in { $colors }.
face-colour-card = { $color } card.
face-sentence = { $text }.
face-no-signs = Drawn without ColorADD signs.
face-number = Number { $number }: it can be played on the same colour or number.
face-number-underlined = Number { $number } (underlined so it is not read as 6 or 9 upside down): it can be played on the same colour or number.
face-vision = Colours as seen with { $vision } (simulated).
face-note-teal = ColorADD has no teal; unokit uses the nearest code, light blue.
face-note-magenta = ColorADD has no magenta; unokit uses the nearest code, light purple.
# $code: the ColorADD colour the sign stands for; $sign: the sign in words
face-sign-coloradd = ColorADD sign { $code }: { $sign }
face-sign-mattel = Mattel colour-blind symbols: { $sign } for { $color }
face-sign-letters = Letter signs: { $sign } for { $color }
face-letter = letter { $letter }
system-coloradd = ColorADD
system-mattel = Mattel colour-blind symbols
system-letters = Letter signs
shape-circle = circle
shape-square = square
shape-triangle = triangle
shape-star = star
vision-protanopia = protanopia
vision-deuteranopia = deuteranopia
vision-tritanopia = tritanopia
vision-achromatopsia = achromatopsia

## ColorADD signs in words (as unokit.coloradd.ColorSign.describe)

colorsign-bar = bar
colorsign-red-triangle = red triangle
colorsign-blue-triangle = blue triangle
colorsign-small-square = small square
# $sign: the parts; $mixture: the primaries mixed, "yellow + blue"
colorsign-mixture = { $sign } ({ $mixture })
colorsign-in-frame = { $sign } in a white frame
colorsign-white-frame = white frame
colorsign-cut-out = { $sign } cut out of a black square
colorsign-black-square = black square
colorsign-crescent = { $sign } with a crescent on the left
colorsign-light = light { $color }
colorsign-dark = dark { $color }
colorsign-grey = grey
colorsign-gold = gold
colorsign-silver = silver

## unokit cards: the folder's index.html (unokit/render/files.py)

cards-index-title = unokit cards: { $preset }
cards-index-title-vision = unokit cards: { $preset } as seen with { $vision }
# $count: distinct cards; $preset: the preset's name (notation, not translated); $size: uno, poker or bridge
cards-index-intro = { $count } distinct cards of the { $preset } deck ({ $size } size), the back, the ColorADD reference cards. ColorADD® is a colour code by Miguel Neiva (coloradd.net), used under its licence terms; unokit draws its signs from their geometry.

## Print sheets (unokit sheet; unokit/render/sheets.py, braille.py, pdf.py). The footer is one line.

sheet-pdf-title = unokit card sheet: { $title }
# $title: the preset's name; $what: sheet-footer-faces or sheet-footer-backs-*
sheet-footer = { $title } · page { $page } of { $pages } · { $what } · print at 100%: ruler = 50 mm
sheet-footer-faces = faces { $number }/{ $total }
sheet-footer-backs-long = backs { $number }/{ $total } (flip on long edge)
sheet-footer-backs-short = backs { $number }/{ $total } (flip on short edge)
sheet-dots-footer = { $title } braille dots { $part }/{ $parts } · goes with page { $page } of { $pages } of the card sheet · print at 100%: ruler = 50 mm
sheet-braille-label-alt = { $card }: braille label
braille-key-dots-title = Braille key: { $lines }
braille-key-title = Braille key in braille
braille-key-title-part = Braille key in braille ({ $part } of { $parts })
# $table: the liblouis table; $lines: the key's lines of print, separated by semicolons
braille-key-description = Embossed, uncontracted braille (liblouis table { $table }), lower case, one line per row, read with the card turned a quarter turn anticlockwise: { $lines }. The first letter of a card's label is its colour, then the number sign and a digit for a number, s for Skip, r for Reverse, { $draw } for Draw Two; w is a Wild.

## Reasons: why a move or a card can or cannot be played (Game.explain; unokit/views.py, unokit/game.py,
## unokit/rulebook/). One sentence without a final full stop, the key fact first. The English messages
## are the engine's own words, byte for byte (tests/test_i18n.py plays games to check it).
## $name, $current, $target, $offender: players' names; $card, $first, $top: card names;
## $color, $left, $right: colour names; $rank: a rank's name; $rules: the rules preset's name;
## $count: a number of cards; $codes: card notation; $reason, $first, $then: other reasons.
## Grammar: $card_gender, $top_gender, $first_gender, $rank_gender: the rank's gender; $color_feminine:
## the colour agreeing with "card" (other languages; English has no gender).

# $first, then $then: a reason and what else the play does
reason-and = { $first }; { $then }
reason-no-seat = there is no seat { $seat } at this table; seats are 0-{ $last }
reason-round-over = the round is over; no more moves can be made
reason-player-out = { $name } is out of the round and makes no more moves
reason-not-your-turn = it is { $current }'s turn, not { $name }'s
# $colors: the game's colours, as alternatives ("red, yellow, green or blue")
reason-choose-first = { $name } must first name the colour of the Wild starter card: { $colors }
    .colors-list = or
reason-no-wild-starter = there is no Wild starter card waiting for a colour
reason-answer-first = { $name } must first answer the Wild Draw Four: challenge or accept
# $colors: the game's colours as typed in notation; .colors-list: CLDR's list style for it (English:
# "red yellow green blue", the words alone)
reason-not-a-color = { $color } is not a colour of { $rules }; colours are: { $colors }
    .colors-list = unit-narrow
reason-not-held = { $name } does not hold { $card }
reason-holds-only = { $name } holds only { $have } { $card }, not { $count }
reason-one-card-only = only one card may be played at a time in { $rules }
# $text: what was typed, quoted; $error: why it is not a card (English, from the notation parser)
reason-not-card-nor-move = { $text } is neither a card nor a move: { $error }
# $error: why the text is not move notation (English, from the notation parser)
reason-not-a-move = { $error }
reason-you-name-color = you name the colour next
reason-you-choose-swap = Seven-O: you choose whom to swap hands with next
reason-names-starter-color = { $name } names { $color } as the colour of the Wild starter card
reason-drawn-playable = the drawn card { $card } is playable: { $reason }
reason-names-color = names { $color }
reason-declares-uno = declares UNO

## Reasons: matching the top card

reason-no-color-yet = no colour yet
reason-color-or-neighbours = { $color } (or its neighbours { $left } and { $right })
# $colors: the colour in force, or reason-color-or-neighbours
reason-not-named-color = { $card } does not match the named colour { $colors }
reason-matches-neither = { $card } matches neither { $colors } nor { $rank }
reason-wild-on-any = a Wild may be played on any card
reason-matches-color = { $card } matches the colour { $color }
reason-matches-number = { $card } matches the number { $rank }
reason-matches-symbol = { $card } matches the symbol { $rank }
reason-neighbouring-color = { $card } is a neighbouring colour of { $color }

## Reasons: the Wild Draw Four and its challenge

reason-w4-any-time = a Wild Draw Four may be played at any time in { $rules }
reason-w4-bluff = legal, but a bluff: { $name } holds a { $color } card ({ $card }), so the Wild Draw Four is not allowed and can be challenged
reason-w4-allowed = allowed: { $name } holds no { $color } card
reason-no-challenge = a Wild Draw Four cannot be challenged in { $rules }
reason-nothing-to-challenge = there is no Wild Draw Four to challenge or accept
reason-may-challenge = { $name } may challenge the Wild Draw Four: if { $offender } held a { $color } card they draw 4, otherwise { $name } draws { $count }
reason-may-accept = { $name } may accept the Wild Draw Four: draw 4 cards and lose the turn
reason-no-bluffing = no bluffing: { $name } holds a { $color } card ({ $card })

## Reasons: drawing and passing

reason-already-drawn = { $name } has already drawn this turn: play the drawn card { $card } or pass
reason-only-drawn-card = only the drawn card { $card } may be played now
reason-pass-not-drawn = { $name } has not drawn a card this turn; pass only keeps a card just drawn
reason-draw-nothing-left = { $name } may draw, but nothing is left to draw, so drawing ends the turn
reason-draw-may-play = { $name } may draw a card instead of playing; a playable drawn card may then be played or kept
reason-draw-ends-turn = { $name } may draw a card instead of playing; drawing ends the turn
reason-may-keep = { $name } may keep the drawn card { $card } and end the turn
reason-draw-to-match = { $name } may draw instead of playing: draw to match takes cards until one can be played, which may then be played or kept
reason-force-play = force play: the drawn card { $card } can be played, so { $name } must play it

## Reasons: stacking penalties, several cards at once

reason-pending-draw-two = a Draw Two is pending: only another Draw Two or draw
reason-pending-wild-draw-four = a Wild Draw Four is pending: only another Wild Draw Four or draw
reason-pending-cross-draw-two = a Draw Two is pending: only another Draw Two, a Wild Draw Four (stack cross) or draw
reason-pending-cross-wild-draw-four = a Wild Draw Four is pending: only another Wild Draw Four or draw (stack cross never puts a Draw Two on a Wild Draw Four)
# $cards: the cards added, as a list
reason-adds-to-penalty = { $name } adds { $cards } to the pending penalty of { cards-count }
reason-stack-cross = stack cross: from now on only Wild Draw Fours may be added
reason-takes-penalty = { $name } takes the whole penalty of { cards-count } and loses the turn
reason-not-one-kind = { $first } and { $card } are not the same number, action or Wild: several cards at once must all be one kind
reason-others-same-card = the other cards are the same card
reason-others-same-kind = the other cards are the same kind

## Reasons: jump-in

reason-jump-in-drawn = it is { $current }'s turn, and { $current } has drawn: no jump-in until the next turn
reason-jump-in-choose = it is { $current }'s turn to name the colour of the Wild starter card: no jump-in now
reason-jump-in-challenge = { $current } must answer the Wild Draw Four first: no jump-in now
reason-jump-in-pending = a penalty is pending for { $current }: no jump-in now
reason-jump-in-one-card = jump-in: only a single card may be played out of turn
reason-jump-in-wild = jump-in: a { $card } never jumps in; it is { $current }'s turn, not { $name }'s
reason-jump-in-not-identical = jump-in: { $card } is not identical to the top card { $top }; it is { $current }'s turn, not { $name }'s
reason-jump-in-own-card = jump-in: { $name } played the top card { $top } and cannot jump in on it
reason-jump-in = jump-in: { $card } is identical to the top card; { $current } loses the turn

## Reasons: Seven-O and zero rotate. $target: a seat as typed after 'swap'

reason-swap-off = { $rules } has no Seven-O swap (seven_swap is off): play { $codes } without 'swap { $target }'
reason-swap-last-card = Seven-O: { $card } is { $name }'s last card, an ordinary play; write it without 'swap { $target }'
reason-swap-name-seat = Seven-O: a Seven that is not the last card swaps hands; name the seat to swap with, e.g. 'play { $codes } swap { $target }'
reason-swap-no-seat = Seven-O: there is no seat { $seat } at this table; seats are 0-{ $last }
reason-swap-self = Seven-O: { $name } cannot swap hands with themselves; name another seat
reason-swap-out = Seven-O: { $name } is out of the round; swap with a seat still playing
reason-swap-no-uno = Seven-O: a Seven that swaps hands never declares UNO
reason-swap-with = Seven-O: swap hands with { $name } ({ cards-count })
reason-zero-rotate-no-uno = zero rotate: a Zero that is not the last card passes every hand on, so it never declares UNO
reason-zero-rotate-clockwise = zero rotate: every hand passes to the next player clockwise
reason-zero-rotate-counter-clockwise = zero rotate: every hand passes to the next player counter-clockwise

## Reasons: UNO

reason-no-uno = { $rules } has no UNO: nobody declares it and nobody can be caught
reason-uno-at-one-card = { $name } holds { cards-count }; UNO is declared at one card
reason-uno-nothing-to-declare = { $name } has nothing to declare: the UNO was declared in time or the chance to catch it has passed
reason-catch-self = { $name } cannot catch themselves; declare with 'uno' instead
reason-catch-not-one = { $target } holds { cards-count }, not one, so there is nothing to catch
reason-catch-too-late = { $target } cannot be caught: the UNO was declared or the chance to catch it has passed
reason-uno-leaves = UNO is declared only with a play that leaves exactly one card; this play leaves { cards-count }
reason-may-declare-uno = { $name } holds one card and may still declare UNO before being caught
# $count: the cards a caught player draws
reason-may-catch = { $target } holds one card and did not declare UNO: { $name } may catch them ({ $target } draws { $count })

## The command field (unokit/commands.py): its messages. $typed, $token: what was typed, quoted;
## $card, $cards: card names; $example, $write: what to type instead, quoted or as typed words;
## $gender: the card's or rank's gender (unused in English); $target: a seat number as typed.

command-help = type a move such as r5, red 5, wild blue, draw, pass, uno, catch 2, challenge or accept, or a question such as hand, top, counts, turn, last, moves, scores or help
command-nothing-typed = nothing typed: { command-help }
command-other-seat = { $typed } is a move of seat { $other }; you are seat { $seat }
command-nothing-after-seat = nothing after the seat in { $typed }: { command-help }
# $verb: the word typed (draw, pass, uno, ...); $write: it alone, quoted
command-takes-nothing = { $typed }: { $verb } takes nothing after it; write { $write }
command-choose-one-colour = { $typed }: write choose and one colour, e.g. 'choose blue'
command-play-what-drawn = { $typed }: play what? Name a card, e.g. 'play r5' or 'red 5'
command-drawn-wild-colour = name a colour for the drawn { $card }, e.g. 'wild blue'
command-nobody-to-catch = nobody can be caught now: catch is for a player down to one card who did not declare UNO
# $last: the last seat number; $names: the players' names, joined by commas
command-swap-whom = { $typed }: swap hands with whom? Give a seat number (0-{ $last }) or a name: { $names }
command-catch-whom = { $typed }: catch whom? Give a seat number (0-{ $last }) or a name: { $names }
command-swap-off = { $typed }: hands are swapped only under the Seven-O house rule, which is off
command-swap-no-seven = { $typed }: no Seven of yours can swap hands with seat { $target } now; Seven-O swaps with a playable Seven that is not your last card, e.g. 'red 7 swap 2'
command-swap-which = { $typed } could be with { $cards }: say which, e.g. '{ $example } swap { $target }'
command-wild-colour-last = { $typed }: the colour of a Wild comes after the last card, e.g. 'wild blue'
command-not-a-card = { $token } is not a card, a colour or a command; { command-help }
command-play-what = { $typed }: play what? Name a card, e.g. 'r5' or 'red 5'
command-hold-no-card = you hold no { $card }
command-wild-colour = name a colour for the { $card }, e.g. { $example }
# $error: why the move is not well formed (English, from the notation)
command-invalid-move = { $typed }: { $error }
command-hold-no-colour = you hold no { $color } card
command-hold-no-rank = you hold no { $rank }
command-which-card = { $typed } could be { $cards }: say which, e.g. '{ $example }'

## The command field's words (unokit/commands.py). Each message lists the words of the language that
## stand for one English word, separated by commas: in English, that word alone (the move notation's
## own word, or the question word of unokit.announce.QUESTIONS); in another language, every word or
## phrase a player may type for it (accents optional; the field also reads notation and English).
## Never a digit (digits are notation: "1: draw", "catch 2").

command-words-draw = draw
command-words-pass = pass
command-words-challenge = challenge
command-words-accept = accept
command-words-uno = uno
command-words-choose = choose
command-words-catch = catch
command-words-swap = swap
command-words-play = play
command-words-red = red
command-words-yellow = yellow
command-words-green = green
command-words-blue = blue
command-words-orange = orange
command-words-teal = teal
command-words-purple = purple
command-words-magenta = magenta
command-words-zero = zero
command-words-one = one
command-words-two = two
command-words-three = three
command-words-four = four
command-words-five = five
command-words-six = six
command-words-seven = seven
command-words-eight = eight
command-words-nine = nine
command-words-skip = skip
command-words-reverse = reverse
command-words-draw-two = draw two
command-words-wild = wild
command-words-wild-draw-four = wild draw four
command-words-hand = hand
command-words-top = top
command-words-counts = counts
command-words-turn = turn
command-words-last = last
command-words-moves = moves
command-words-scores = scores
command-words-help = help

## The one-key questions' answers (unokit/announce.py: h t c w m s ?). Short sentences, the key fact
## first; "you" is the listener. $name: a player's name; $card, $cards: card names (the table's card
## order in English); $color: a colour named alone; $count: a number of cards; $place: an ordinal.

answer-sentence = { $text }.
# $place: a place in a round (1st, 2nd, ...)
answer-ordinal = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
answer-places = Places: { $places }
answer-place = { $place } { $name }
answer-wins = { $name } wins the round
answer-wins-blocked = { $name } wins the round, which was blocked
# $result: answer-wins or answer-places; $scores: answer-scores-item as a list
answer-scored = { $result }; { $scores } points
answer-scores-item = { $name } scores { $points }
answer-hand-won = 0 cards: you won the round.
answer-hand-out = 0 cards: you are out, in { $place } place.
answer-hand-empty = 0 cards.
answer-hand-count = { cards-count }.
# a colour and its count ($title: the colour as a name, capitalised; $color: as a word)
answer-group = { $title }, { cards-count }
answer-group-number-first = { $count ->
    [one] { $count } { $color } card
   *[other] { $count } { $color } cards
}
answer-group-items = { $label }: { $items }.
answer-wild-word = wild
answer-wild-title = Wild
answer-item-wild = Wild
answer-item-draw-four = Draw Four
answer-just-drawn = Just drawn: { $card }, which you may play or keep.
answer-playable = Playable: { $cards }.
answer-none-playable = None playable: draw.
# what may be added to a penalty; $rank: a rank's name
answer-another = another { $rank }
answer-a = a { $rank }
answer-top = Top card { $card }, colour { $color }.
answer-top-no-colour = Top card { $card }, no colour named yet.
answer-you-name-it = You must name it.
answer-they-name-it = { $name } must name it.
answer-you-may-challenge = Wild Draw Four: you may challenge it, or accept and draw 4.
answer-they-may-challenge = Wild Draw Four: { $name } may challenge it, or accept and draw 4.
answer-penalty-you = Penalty: { cards-count } for you.
answer-penalty = Penalty: { cards-count } for { $name }.
# $added: answer-another / answer-a, as alternatives
answer-penalty-you-unless = Penalty: { cards-count } for you, unless you add { $added }.
answer-penalty-unless = Penalty: { cards-count } for { $name }, unless they add { $added }.
answer-no-penalty = No penalty.
# $draw, $discard: the cards in each pile
answer-piles = Draw pile { $draw ->
    [one] { $draw } card
   *[other] { $draw } cards
}, discard pile { $discard ->
    [one] { $discard } card
   *[other] { $discard } cards
}.
# the card counts: $label is a name or answer-label-*; $count: the cards held
answer-label-you = { $name } (you)
answer-label-to-act = { $name } (to act)
answer-label-you-to-act = { $name } (you, to act)
answer-count = { $label } { $count }
answer-count-uno = { $label } { $count } UNO
answer-count-no-uno = { $label } { $count } no UNO
answer-count-no-uno-full = { $label } { $count } without UNO, can be caught
answer-count-won = { $label } 0, won the round
answer-count-out = { $label } out { $place }
# $seat: the seat number to type
answer-type-catch = Type catch { $seat } to catch { $name }.
answer-round-over = Round over. { $outcome }
# $turn: answer-turn-*; $way: the direction; $next: who plays next
answer-turn-sentences = { $turn }. { $way }, { $next }.
answer-turn-you = Your turn
answer-turn-other = { $name }'s turn
answer-turn-choose-you = Your turn: you must name the colour of the Wild starter card
answer-turn-choose-other = { $name }'s turn: they must name the colour of the Wild starter card
answer-turn-challenge-you = Your turn: you must challenge or accept the Wild Draw Four
answer-turn-challenge-other = { $name }'s turn: they must challenge or accept the Wild Draw Four
answer-turn-penalty-you = Your turn, facing a penalty of { cards-count }
answer-turn-penalty-other = { $name }'s turn, facing a penalty of { cards-count }
answer-turn-drawn-you = Your turn: you must play the drawn { $card } or pass
answer-turn-drawn-other = { $name }'s turn: they must play the card just drawn or pass
answer-clockwise = Clockwise
answer-counter-clockwise = Counter-clockwise
answer-clockwise-full = Clockwise (seat numbers go up)
answer-counter-clockwise-full = Counter-clockwise (seat numbers go down)
answer-you-next = you next
answer-next = { $name } next
answer-no-moves-over = No moves: the round is over.
answer-no-moves-out = No moves: you are out of the round.
answer-no-moves-turn = No moves: it is { $name }'s turn.
# a move in the list of moves; $label: the cards, or another answer-label-*
answer-label-name-colour = { $label }, name a colour
answer-label-naming = { $label } naming { $color }
answer-label-say-uno = { $label }, say UNO
answer-label-with-uno = { $label } with UNO
answer-move-pass = pass
answer-move-draw = draw
answer-move-choose = choose a colour
answer-move-uno = say UNO
answer-move-challenge = challenge
answer-move-accept = accept
answer-move-catch = catch { $name }
# $colors: the colours a Wild starter may be given
answer-reason-choose = name the colour of the Wild starter card: { $colors }
answer-move-entry = { $label }: { $reason }.
answer-moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
answer-moves-full = { answer-moves-count }. { $entries }
answer-moves-brief = { answer-moves-count }: { $entries }.
answer-no-places-yet = No places yet: black-uno scores places, not points.
answer-places-to-decide = The round goes on until { $count } places are decided.
answer-scores = Scores: { $scores }.
answer-score-item = { $name } { $score }
# $target: the score that ends the match
answer-scoring-lowest = Everyone adds the points they hold each round; when a total reaches { $target }, the lowest total wins.
answer-scoring-winner = The first to { $target } points wins the match.
# the keys help: $keys, the answer-key-item of each key
answer-keys = Keys: { $keys }.
answer-key-item = { $key } { $what }
answer-key-h = your hand, grouped by colour, with counts
answer-key-t = the top card, the active colour and any penalty waiting
answer-key-c = the card counts of every seat, in seat order, with UNO
answer-key-w = whose turn it is and the direction of play
answer-key-l = the last moves, since your last turn
answer-key-m = your legal moves, with the reasons
answer-key-s = the scores
answer-key-help = this list of keys
answer-keys-command-field = In the command field type a move, such as r5, red 5, wild blue, draw, pass, uno, catch 2, challenge or accept, or a question word: hand, top, counts, turn, last, moves, scores, help.

## Narration: what happened, one message per sentence (Game.narration and setup_narration; unokit/game.py,
## unokit/deal.py, unokit/rulebook/). The English messages say it exactly as the engine does (the tests
## check). $name, $target, $offender, $loser: players' names; $cards: the cards played (a list);
## $card: a card's name; $color: a colour named alone; $color_feminine: a colour of a card; $rank: a
## card's rank (with $rank_gender); $count, $due: numbers of cards; $place: a place in the round; $points.

narr-plays = { $name } plays { $cards }.
narr-plays-uno = { $name } plays { $cards } and declares UNO.
narr-plays-names = { $name } plays { $cards } and names { $color }.
narr-plays-names-uno = { $name } plays { $cards } and names { $color } and declares UNO.
narr-names = { $name } names { $color }.
narr-plays-first = { $name } plays first.
narr-set-position = The game starts from a set position with { $card } on top; { $name } is to play.
narr-loses-turn = { $name } loses the turn.
narr-loses-turns = { $name } loses { $count } turns.
narr-reverse-skips = With two players the Reverse acts as a Skip: { $name } plays again.
narr-reverses-skip-again = With two players the Reverses act as Skips: { $name } plays again.
narr-reverses-skip-next = With two players the Reverses act as Skips: { $name } plays next.
narr-direction-clockwise = Play now goes clockwise.
narr-direction-counter = Play now goes counter-clockwise.
narr-penalty-turn = { $name } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
} and loses the turn.
narr-penalty = { $name } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
narr-penalty-short-turn = { $name } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
} (all that is left of { $due }) and loses the turn.
narr-penalty-short = { $name } draws { $count ->
    [one] 1 card
   *[other] { $count } cards
} (all that is left of { $due }).
narr-penalty-none-turn = { $name } should draw { $due ->
    [one] 1 card
   *[other] { $due } cards
} but nothing is left to draw and loses the turn.
narr-penalty-none = { $name } should draw { $due ->
    [one] 1 card
   *[other] { $due } cards
} but nothing is left to draw.
narr-must-add = { $name } must add a { $rank } or draw { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
narr-reshuffle = The discard pile, except its top card, is shuffled into a new draw pile.
narr-draws-nothing = { $name } draws, but nothing is left to draw; the turn ends.
narr-draws-playable = { $name } draws a card that can be played.
narr-draws-kept = { $name } draws a card; the turn ends.
narr-keeps = { $name } keeps the drawn card.
narr-draws-to-match = { $name } draws until a card can be played: { $count } cards.
narr-draws-to-match-none = { $name } draws { $count } cards; none can be played and nothing is left to draw; the turn ends.
narr-declares-uno = { $name } declares UNO.
narr-catches = { $name } catches { $target } without UNO.
narr-may-challenge = { $name } may challenge it or accept and draw 4.
narr-accepts = { $name } accepts the Wild Draw Four.
narr-challenge-succeeds = { $name } challenges the Wild Draw Four. { $offender } held a { $color } card, so the challenge succeeds.
narr-challenge-fails = { $name } challenges the Wild Draw Four. { $offender } held no { $color } card, so the challenge fails.
narr-plays-on = { $name } now plays on { $color }.
narr-jumps-in = { $name } jumps in; { $loser } loses the turn.
narr-swaps = { $name } swaps hands with { $target }: { $name } now holds { $count ->
    [one] 1 card
   *[other] { $count } cards
}, { $target } { $target_count ->
    [one] 1 card
   *[other] { $target_count } cards
}.
narr-hands-pass-clockwise = Every hand passes to the next player clockwise.
narr-hands-pass-counter = Every hand passes to the next player counter-clockwise.
narr-out-wins = { $name } has no cards left and wins the round.
narr-out-goes = { $name } has no cards left and goes out.
narr-out-place = { $name } has no cards left and takes place { $place }.
narr-blocked-wins = Nobody played a card for a whole round of turns and nothing is left to draw: the round is blocked. { $name } holds the fewest points and wins it.
narr-blocked-fewest = Nobody played a card for a whole round of turns and nothing is left to draw: the round is blocked. { $name } holds the fewest points of the players left.
narr-places-decided = The places are decided; the round is over.
narr-scores = { $name } scores { $points } points.

## Narration of the deal (setup_narration). $drew: each player and the card they drew for dealer
## (a list of narr-dealer-drew); $names: the players who tie (a list).

narr-deals = { $name } deals { $count } cards to each player.
narr-dealer-drew = { $name } { $card }
narr-dealer-deals = To choose the dealer each player draws a card: { $drew }; { $name } has the highest number and deals.
    .drew-list = unit-short
narr-dealer-tie = To choose the dealer each player draws a card: { $drew }; { $names } tie and draw again.
    .drew-list = unit-short
narr-starter = The starter card is { $card }.
narr-starter-stays = { $card } is turned up and stays on the discard pile without effect.
narr-starter-back = { $card } is turned up as starter card, put back into the deck, and the deck is reshuffled.
narr-starter-reverse-skips = With two players the Reverse acts as a Skip: { $name } loses the turn.
narr-starter-reverse = Play goes counter-clockwise, so { $name } starts.
narr-must-name = { $name } must name its colour.

## The l answer (last_summary): the moves since a turn. $moves: the narration's sentences; $since: answer-since-*
answer-last = { answer-moves-count } { $since }: { $moves }
answer-last-none = No moves { $since }.
answer-last-began = { $text } How the round began: { $setup }
answer-since-deal = since the deal
answer-since-your-turn = since your turn
answer-since-turn-of = since { $name }'s last turn
answer-move-holds = { $text } { $name } holds { $count ->
    [one] 1 card
   *[other] { $count } cards
}.
answer-moves-lead = { $turn }, on { $card }.
answer-moves-lead-color = { $turn }, on { $card } ({ $color }).
answer-moves-announced = { $lead } { $moves }

## What only the listener may do or know (catch_chance, cards_got). $cards: the listener's cards (a list)
answer-catch-chance = { $name } did not say UNO: you can catch { $name } (the “Catch { $name }” button, or type catch { $name }).
answer-got-drawn-you = You drew { $cards }.
answer-got-drawn = { $who } drew { $cards }.
answer-got-given-you = You got { $cards }.
answer-got-given = { $who } got { $cards }.

## The game table (unokit/widgets: GameTable(..., lang=)). What the table says in its status line and
## shows as labels. $name, $target, $viewer: players' names; $card, $cards: card names; $count, $due:
## numbers of cards; $cursor, $total: move numbers; $seat, $viewer: seat numbers (notation).
table-your-turn = Your turn
table-choose-move-of = You choose { $name }'s move
table-turn-playable = { $turn }: { $count } playable.
table-turn-playable-or-draw = { $turn }: { $count } playable, or draw { $due }.
table-turn-challenge = { $turn }: challenge the Wild Draw Four or accept it.
table-turn-choose-starter = { $turn }: choose the colour of the Wild starter card.
table-you-drew-playable = You drew { $card }: play it or keep it.
table-drew-playable = { $name } drew { $card }: play it or keep it.
table-to-act = { $name } to act.
table-to-act-jump-in = { $name } to act. You can jump in: { $label }, or let play go on.
table-handover = { $name }'s turn: pass the screen to { $name }.
table-handover-jump-in = { $name } can jump in: pass the screen to { $name }.
table-round-over = Round over.
table-round-over-outcome = Round over. { $outcome }
table-wins-round = { $name } wins the round.
# $names, $points: comma-separated lists (points: "Ana 12, Ben 3")
table-places = Places: { $names }.
table-points = Points: { $points }.
table-outcome-winner = { $name } wins the round
table-outcome-winner-places = { $name } wins the round (places: { $places })
table-outcome-decided = The round is decided
table-outcome-decided-places = The round is decided (places: { $places })
table-outcome-points = { $outcome }; points: { $points }.
table-outcome-end = { $outcome }.
table-challenge-evidence = { $name }'s hand, shown only to you, held { $card }.
# $held, $theirs: "4 cards", "Cy 2 cards"
table-swap-named = { $name } swaps hands with { $target }: { $viewer } now holds { $held }, { $theirs }.
table-swap-you = You swap hands with { $target }: you now hold { $held }, { $theirs }.
table-swap-with-you = { $name } swaps hands with you: you now hold { $held }, { $theirs }.
table-now-holds = { $name } now holds { $held }.
table-you-now-hold = You now hold { $held }.
table-jump-in-plain = Jump in with { $card }
table-jump-in-uno = Jump in with { $card } and say UNO
table-jump-in-swap-plain = Jump in with { $card } and swap hands with { $name }
table-jump-in-swap-uno = Jump in with { $card } and swap hands with { $name } and say UNO
table-jump-in-offer-one = { $name } can jump in with { $card }: hand { $name } the screen.
table-jump-in-offer-many = { $names } can jump in with { $card }: hand the screen to the one who does.
# refusals of a move made at the table
table-not-played = Not played: { $reason }
table-refuse-past = You are looking at move { $cursor } of { $total }, a past position: go to the latest move, or choose “Continue from here”, to play.
table-refuse-bot-seat = Seat { $seat } is played by a bot: you cannot move for it.
table-refuse-hidden = Every hand is hidden until the next person takes the screen.
table-refuse-other-seat = You are seat { $viewer }: you cannot move for seat { $seat }.
table-no-seat-to-act = The round is over: no seat is to act.
table-hidden-show-first = Every hand is hidden: press “I am { $name }: show my hand” first.
table-all-bots = No hand is yours: every seat at this table is a bot.
table-empty-command = Type a move such as r7, or ? for the keys and commands.
table-empty-command-round-over = The round is over: no move to type. Type ? for the keys and commands.
table-no-hint = No hint now: nobody you can help is to act.
# $move: move notation; $why: the reason
table-hint = Hint for { $name }: { $move } — { $why }
table-where-deal = the deal
table-where-move = move { $cursor } of { $total }
table-showing = Showing { $where }: { $last }
table-moves-so-far = Moves so far ({ $cursor } of { $total } shown)
table-moves-count = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
# the list of legal moves; $whose: table-whose-*, $moves: table-moves-count
table-legal-heading = Legal moves of { $whose } ({ $moves })
table-legal-past = (in this past position)
table-legal-none-over = None: the round is over.
table-legal-none = No legal moves now.
table-whose-every = every seat
table-whose-nobody = nobody (their hands are hidden)
table-whose-you = { $name } (you)
# the keys panel and the command field
table-command-label = Command
table-keys-intro = While focus is inside the table (and not in a text field), one key answers a question in the status line; focus stays where it is.
table-browse-mode-note = With a screen reader in browse mode the letter keys may move through the page instead: switch to focus mode (NVDA: NVDA+Space) or type the question as a word in the command field (hand, top, counts, turn, last, moves, scores) and press Enter.
table-keys-command-field = In the command field (the next Tab stop after your hand), type:
table-keys-recall = Up and down arrows in the field recall earlier commands.
table-example-1-text = r5, red 5, 5 red or play r5
table-example-1-does = play Red 5
table-example-2-text = wild blue, w+4 green
table-example-2-does = play a Wild and name its colour
table-example-3-text = r5 uno
table-example-3-does = play Red 5 and declare UNO
table-example-4-text = draw, pass
table-example-4-does = draw a card; keep the card just drawn
table-example-5-text = uno, catch 2, catch Ben
table-example-5-does = declare UNO late; call out a player who did not
table-example-6-text = r7 swap 2, swap Ben
table-example-6-does = play a Seven and swap hands with seat 2 or Ben (Seven-O)
table-example-7-text = challenge, accept
table-example-7-does = answer a Wild Draw Four
table-example-8-text = choose blue
table-example-8-does = name the colour of a Wild starter card
table-example-9-text = hand, top, counts, turn, last, moves, scores, help
table-example-9-does = ask a question (as the keys h t c w l m s ?)
table-playing-on = Playing on from move { $cursor }; { $dropped } dropped.
table-loaded-teaching = Loaded a record of { $count }; step forward to follow it.
table-loaded-play = Loaded a record of { $count }; play on from its last move.
table-loaded-play-start = Loaded a record of { $count }; play on from its start.
table-button-hint = Hint
table-button-draw = Draw a card
table-button-draw-penalty = Draw { $count } cards (take the penalty)
table-button-keep = Keep the card (pass)
table-button-keep-drawn = Keep the drawn card (pass)
table-button-challenge = Challenge the Wild Draw Four
table-button-accept = Accept: draw 4
table-button-uno = Say UNO
table-button-next-round = Next round
table-button-let-play = Let play go on
table-button-let-play-tooltip = Let play go on: do not jump in
table-button-step = Step
table-button-step-tooltip = Let the bot to act make its move
table-any-legal-move = Any legal move
table-button-make-move = Make this move
table-button-catch-short = Catch
table-button-catch = Catch { $name }: no UNO said
table-jump-in-offer-label = { $name }: jump in with { $card } (take the screen)
# $color: the colour's name
table-choose-starter-colour = Choose { $color } for the Wild starter
table-starter-label = Choose the colour of the Wild starter card
table-starter-help = Arrow keys move between the colours; Enter chooses.
# a hand: $name a player's name, $cards table's cards-count, $card a card's name, $reason the engine's reason
table-hand-label = { $name }'s hand: { $cards }
table-card-face-down = Face-down card
table-card-face-down-why = This card is face down: only its owner can see it.
table-badge-playable = ✓ playable
table-badge-legal = ✓ legal
table-badge-face-down = face down
# another player's hidden hand, drawn as a fan of card backs: its accessible name (static/hand.js)
table-hand-face-down-fan = { $count ->
    [one] { $count } face-down card
   *[other] { $count } face-down cards
}
table-badge-not-now = ✕ not now
table-hand-no-game = There is no game to play.
table-hand-stale = That choice was made on an older view of the hand, which has changed since; nothing was played. Look again and choose.
table-hand-cancelled-seat = Seat choice cancelled; nothing was played.
table-hand-cancelled-colour = Colour choice cancelled; nothing was played.
table-hand-card-gone = That card is not in this hand any more; nothing was played.
table-hand-not-from-here = { $card } cannot be played from here now.
table-hand-cannot-play = { $card } cannot be played: { $reason }
# the table's heading and its piles, seats and scores
table-heading = Table: { $rules }, round { $round }, { $players } players
table-mark-to-act = to act
table-mark-dealer = dealer
table-mark-out = out
# who plays a seat; $bot: the bot's kind (notation: random, greedy)
table-role-you = you
table-role-person = person
table-role-bot = { $bot } bot
table-uno-missed = no UNO said: can be caught
table-uno-one-left = UNO: 1 card left
table-nobody-to-act = Nobody is to act.
table-turn-you-seat = Your turn (seat { $seat }).
table-turn-of = { $name }'s turn.
table-turn-of-seat = { $name }'s turn (seat { $seat }).
table-you-just-drew = You just drew { $card } and may play it or keep it.
table-just-drew = { $name } just drew { $card } and may play it or keep it.
table-no-penalty = No penalty waiting.
table-penalty-waiting = Penalty waiting: { $due } cards
table-penalty-for = {" "}for { $name }
# $rank: the Wild Draw Four's name
table-penalty-challenge = , who may challenge the { $rank } or accept and draw { $due }.
# $words: the cards that may be added (penalty_additions)
table-penalty-unless = , unless they add { $words }.
table-colour-none = none yet
table-colour-none-why = (the Wild starter card waits for a colour)
table-clockwise = clockwise (seat numbers go up)
table-counter-clockwise = counter-clockwise (seat numbers go down)
table-discard-pile = Discard pile:
table-active-colour = Active colour:
table-direction = Direction:
table-draw-pile = Draw pile:
table-scores-caption = Scores (match totals)
table-scores-player = Player
table-scores-points = Points
table-scores-place = Place
table-place = { $place }th
# the mode line
table-mode-teaching = Teaching mode: every hand is face up.
table-mode-waiting = Play mode: waiting for { $name } to take the screen.
table-mode-bots = Play mode: bots only, every hand face down.
table-mode-you-are = Play mode: you are { $name }.
table-mode-view-of = Play mode: { $name }'s view.
# the hot-seat hand-over; $name is already HTML (<strong>Ben</strong>)
table-handover-why-turn = It is { $name }'s turn
table-handover-why-jump-in = { $name } can jump in with { $card }
table-handover-text = { $why }: pass the screen to { $name }. Every hand is hidden until then.
table-show-my-hand = Show my hand
table-i-am = I am { $name }: show my hand
table-past-position = This is a past position of the round: go to the latest move to play.
# the keys that open the keys' list
table-key-help-keys = ? or F1
# the command field's form and its "Keys" dialog (static/keys.js)
table-command-send = Send
table-command-keys-button = Keys (? or F1)
table-command-help = A move (r5, red 5, wild blue, draw, pass, uno, catch 2, challenge) or a question (hand, top, counts). Up arrow: earlier commands.
table-command-title = Keys
table-command-close = Close
table-command-intro = While focus is inside the table (and not in a text field), one key answers in the status line; focus stays where it is.
table-command-field-heading = The command field
table-command-field-intro = The next Tab stop after your hand. Type a move or a question and press Enter:
# Step refused
table-step-past = Go to the latest move to let the bots play on.
table-step-over = The round is over.
table-step-person = It is { $name }'s turn: choose a card, or draw.
# the hand's own words (static/hand.js); { "{card}" } is the card's name, put in by the page
table-hand-no-cards = No cards.
table-hand-help-play = Arrow keys move between cards; Enter or Space plays the focused card.
table-hand-help-no-play = Arrow keys move between cards; you cannot play from this hand now.
table-hand-table-keys = {" "}Key h reads your hand; ? lists every key.
table-hand-say-uno = {" "}Say “UNO” with this play
table-hand-chooser-help-players = Arrow keys move between the players; Enter chooses; Escape cancels.
table-hand-chooser-help-colours = Arrow keys move between the colours; Enter chooses; Escape cancels.
table-hand-cancel = Cancel
table-hand-choose-swap = Choose the player to swap hands with for { "{card}" }
table-hand-choose-colour = Choose the colour for { "{card}" }
# the speech and sound settings (voice.py; static/voice.js writes the same English); { "{rate}" } and
# { "{name}" } are put in by the page: the speech rate and a voice's name. $events: the earcons' words
table-voice-legend = Speech and sounds
table-voice-speech = Speak announcements (the browser's speech synthesis)
table-voice-rate = Speech rate
table-voice-rate-text = { "{rate}" } times normal
table-voice-own = Voice for your moves and answers
table-voice-others = Voice for other players' moves
table-voice-sounds = Play sounds for events: { $events }
table-voice-default = Browser default
table-voice-missing = { "{name}" } (not in this browser)
table-voice-no-speech = This browser has no speech synthesis: announcements are shown, not spoken.
table-earcon-turn = your turn
table-earcon-play = a card played
table-earcon-draw = a card drawn
table-earcon-penalty = a penalty (cards to draw, a catch, a challenge)
table-earcon-uno = UNO
table-earcon-wild = a Wild
table-earcon-end = the round end
# the colour-vision and sign-system choices (unokit.choices.VISION_LABELS, widgets/signs.py SIGNS_LABELS)
table-vision-normal = Typical colour vision
table-vision-protanopia = Protanopia (no red cones)
table-vision-deuteranopia = Deuteranopia (no green cones)
table-vision-tritanopia = Tritanopia (no blue cones)
table-vision-achromatopsia = Achromatopsia (no colour)
# $needs: the libraries a preview lacks (names, a list)
table-vision-note = Colour-vision previews are not shown here: they need { $needs }, which this edition does not have. On a computer with unokit installed, run unokit dashboard, or unokit cards --vision deuteranopia for the card faces.
table-signs-coloradd = ColorADD (every colour)
table-signs-mattel = Mattel symbols (red, yellow, green, blue)
table-signs-letters = Letters (R, Y, G, B, O, T, P, M)
table-signs-none = No signs
table-signs-uncovered-mattel = Mattel symbols have no sign for every colour of this game: the cards show ColorADD signs.
table-signs-uncovered-letters = Letters have no sign for every colour of this game: the cards show ColorADD signs.
# the legend of the signs (legend.py); $vision: vision-*
table-legend-preview = Preview as
table-legend-caption = ColorADD colour signs
table-legend-caption-mattel = Mattel colour-blind symbols: the colour signs on these cards
table-legend-caption-letters = Letter signs: the colour signs on these cards
table-legend-caption-vision = { $caption } — swatches as seen with { $vision }
table-legend-colour = Colour
table-legend-sign = Sign
table-legend-name = Name
table-legend-sign-is = The sign is
# $sign: the sign in words, then why its code was chosen
table-legend-note-teal = { $sign }. ColorADD has no teal; unokit uses the nearest code, light blue
table-legend-note-magenta = { $sign }. ColorADD has no magenta; unokit uses the nearest code, light purple
table-legend-credit = ColorADD® is a colour identification system by Miguel Neiva (licensed); unokit draws the signs from their published geometry.
table-legend-credit-mattel = after the symbols on Mattel's colour-blind-friendly UNO cards.
table-legend-no-signs = No colour signs: the cards show their colours only. Choose ColorADD, Mattel symbols or letters under Colour signs to add them.
# the bots' kinds (unokit.choices.TABLE_BOTS), as a seat's heading (table-role-bot) and the bot chooser say them
table-bot-random = random
table-bot-uniform = uniform
table-bot-greedy = greedy
# the analysis and what-if panel (analyse.py, analysis_view.py, lines.py). $move, $best: a move in words
# (table-analysis-move-*); $percent, $low, $high: percentages; $points: a half-width ("±4"); $samples,
# $rollouts: rollouts (digits); $where: table-analysis-deal or table-analysis-after-move; $policy: table-bot-*
table-analysis-move-naming = { $move }, naming { $color }
table-analysis-move-swapping = { $move }, swapping hands with { $name }
table-analysis-move-uno = { $move }, saying UNO
table-analysis-move-choose = Choose { $color }
table-analysis-move-catch = Catch { $name }
table-analysis-move-draw = Draw
table-analysis-move-pass = Keep the drawn card (pass)
table-analysis-move-challenge = Challenge the Wild Draw Four
table-analysis-move-accept = Accept: draw 4
table-analysis-move-say-uno = Say UNO
table-analysis-best = Best: { $move }, { $percent } ({ $points })
table-analysis-ahead = { $best }, clearly ahead of { $move }, { $percent }
table-analysis-even = { $best }, about even with { $move }, { $percent }
table-analysis-summary = { $best }. { $count ->
    [one] { $count } move ranked
   *[other] { $count } moves ranked
} for { $name }; the table follows.
table-analysis-deal = the deal
table-analysis-after-move = move { $cursor }
table-analysis-of-branch = { $place } of branch { $number }
table-analysis-caption = { $name }'s moves after { $where }, best first: chance to win the round, with its 95% interval ({ $samples } rollouts per move, every seat played by the { $policy } bot)
table-analysis-best-row = { $move } (best)
table-analysis-stopped-early = { $rollouts } (stopped early)
table-analysis-interval = { $low } to { $high } ({ $points })
table-analysis-rank = Rank
table-analysis-move = Move
table-analysis-chance = Chance to win
table-analysis-interval-heading = 95% interval
table-analysis-rollouts = Rollouts
# $moves: table-analysis-chart-move for each move, separated by semicolons
table-analysis-chart-label = Bar chart of { $name }'s chance to win after each move, best first: { $moves }.
table-analysis-chart-move = { $move } { $percent }, interval { $low } to { $high }
table-analysis-chart-caption = Bars: the estimated chance to win the round after each move; lines with end marks: the 95% interval. Best: { $best }. The table gives the same numbers.
table-analysis-analysing = Analysing { $name }'s { $count ->
    [one] { $count } move
   *[other] { $count } moves
}, { $samples } rollouts each…
table-analysis-progress = Analysis progress
table-analysis-samples = Rollouts per move
table-analysis-samples-option = { $samples } (interval at most { $points } points)
table-analysis-button = Analyse this position
table-analysis-cancel = Cancel the analysis
table-analysis-cancelled = Analysis cancelled.
table-analysis-stopped = Analysis stopped: the position changed.
table-analysis-done = Analysed { $name }'s moves after { $where }: { $samples } rollouts per move.
# $error: the analysis engine's message (English)
table-analysis-failed = No analysis: { $error }
table-analysis-only-one = Only one legal move for { $name }: { $move }. Nothing to compare, so no rollouts were run.
table-analysis-no-move = No legal move for { $name } at this position: nothing to analyse.
table-analysis-refuse-over = The round is over at this position: no move is left to analyse.
table-analysis-refuse-latest = In play mode you can analyse only the latest position, on your turn: go to the latest move.
table-analysis-refuse-hidden = Every hand is hidden: nobody's turn can be analysed until the next person takes the screen.
table-analysis-refuse-turn = It is { $name }'s turn: in play mode you can analyse only your own turn, from what you can see.
table-lines-heading = What-if lines
table-lines-branch = Try another move from here
table-lines-branch-tooltip = Try another move from here (the game's own line is kept)
table-lines-show = Show line
table-lines-save = Save this line as a record
table-lines-closed = What-if lines open once the round is over: trying moves on a copy now would show cards that are still hidden.
# $prompt: what you can do now (table-turn-*), or nothing
table-lines-branched = Branch { $number } from { $where }: try another move; the game's own line is kept. { $prompt }
table-lines-main = the main line
table-lines-branch-name = branch { $number }
# $line: table-lines-main or table-lines-branch-name; $where: the deal, or table-where-move; $last: the last move's narration
table-lines-showing = Showing { $line } at { $where }: { $last }
table-lines-save-when-over = You can save a record when the round is over: it shows every hidden card.
table-lines-cannot-save = This line cannot be saved as a record: { $error }
table-lines-download = Download the record of { $line } (JSON)
table-lines-ready = The record of { $line } is ready: use the download link.
table-lines-switch-main = Switch to the main line to start the next round: this is a what-if branch.
# the line list; $moves: table-moves-count; $first: a player's name and a move's notation ("Ben: r5"), or nothing
table-lines-main-label = Main line: { $moves }
table-lines-branch-label = Branch { $number }, from { $where } of { $parent }: { $moves } of its own
table-lines-branch-label-first = Branch { $number }, from { $where } of { $parent }: { $moves } of its own, first { $first }
# reviewing a round (review.py: ReviewTable(..., lang=)); $line: table-review-round or table-review-line;
# $where: table-where-deal or table-where-move; $said: the move's narration
table-review-heading = Review of the round
table-review-jump = Jump to move
table-review-deal = The deal
table-review-move = Move { $number }: { $said }
table-review-whatif-tooltip = Open a what-if line at the shown position
table-review-main = Back to the recorded round
table-review-main-tooltip = Show the round as it was played
table-review-step-own = Step on my own
table-review-rejoin = Rejoin the review
table-review-left = You left the review: step on your own; Rejoin the review to follow the host.
table-review-round = the recorded round
table-review-line = what-if line { $number }
table-review-status = Showing { $line } at { $where }, every hand face up.
table-review-following = You follow the host's review.
table-review-on-own = You are stepping on your own; Rejoin the review to follow the host again.
# the records panel's notes (records.py); $error: the record reader's message (English, as the command line's)
table-record-loading = Loading the game record…
table-record-load-failed = Could not load the record: { $error }
table-record-save-when-over = You can save the record when the round is over: it shows every hidden card.
table-record-cannot-save = This game cannot be saved as a record: { $error }
table-record-download = Download the game record (JSON)
table-record-ready = The record is ready: use the download link.

## The dashboard (unokit/dashboard): what the table says when the dashboard deals. $preset: the rules'
## preset name (notation); $rules: the house rules' names as the form shows them; $who: players' names.
dash-new-game = New { $preset } game, { $deal }.
dash-deal-seed = seed { $seed }
dash-deal-fresh = a fresh deal (its seed is shown when the round is over)
dash-house-rules = House rules: { $rules }.
dash-played-by = Played by a person: { $who }.
dash-bots-only = nobody (bots only)
dash-open-deal = Open deal: anyone who knows the seed can work out every hand.
# the table's panels (their disclosure buttons) and stepping through the round
table-panel-moves = Legal moves and hints
table-panel-log = Moves so far
table-panel-history = Step through the round
table-panel-options = Bots, view and sorting
table-panel-scores = Scores
table-panel-records = Save or load the game record
table-panel-analyse = Analyse and what-if lines
table-panel-keys = Keys and commands
table-panel-announce = Announcements
table-history-first = First
table-history-back = Back
table-history-forward = Forward
table-history-last = Last
table-history-move = Move
table-history-continue = Continue from here
table-history-yes-drop = Yes, drop the later moves
table-history-play-on = Play on from move { $cursor }?
table-history-dropped = { $count ->
    [one] The { $count } later move will be dropped.
   *[other] The { $count } later moves will be dropped.
}
table-history-deal-of = the deal (0 of { $total })
table-history-showing = Showing the table after { $where }.
table-history-showing-past = Showing the table after { $where }: a past position (the game is unchanged).
# the options and records panels
table-option-sort = Sort hands by colour and rank
table-option-auto = Bots play on their own
table-option-speed = Seconds per bot move (bots playing on their own)
# the bots' pause as the slider's read-out and aria-valuetext; $seconds: a number in the language's format
table-option-speed-value = { $seconds } s
table-option-bots = Table bots
table-option-vision = Preview cards as
table-option-signs = Colour signs
table-option-legend = Show the legend of the signs
table-record-load = Load a game record
table-record-save = Save record
# the announcement settings panel (its legends and choices; the English ones are SETTING_CHOICES in keys.py)
table-setting-detail = Answers
table-setting-detail-brief = Brief: the facts only
table-setting-detail-full = Full: the facts, then what follows from them
table-setting-card-order = Card names
table-setting-card-order-color = Colour first (Red 5)
table-setting-card-order-number = Number first (5 red)
table-setting-bot-moves = Other players' moves
table-setting-bot-moves-each = One by one, a message per move
table-setting-bot-moves-summary = As one summary when they are done
table-setting-uno-window = Time to say UNO before the bots may catch you
table-setting-uno-seconds = { $seconds } seconds
table-setting-uno-default = { $seconds } seconds (the default)
table-setting-uno-off = No time limit: the bots wait until you say UNO or play on
# the UNO window (uno_window.py; the English is written there) and notes
table-uno-play-on = Play on without UNO
table-uno-alert = { $name } has one card and did not say UNO: { $seconds } seconds to press Say UNO before the bots may catch.
table-uno-alert-no-limit = { $name } has one card and did not say UNO: no time limit. The bots wait until you press Say UNO, or { $play_on }.
table-uno-now = Say UNO now:
table-uno-now-seconds = { $seconds } s before the bots may catch.
table-uno-now-no-limit = no time limit; the bots wait for you ({ $play_on } to go on).
table-bots-on-their-own = Bots play on their own; untick “Bots play on their own” to stop them.
table-hidden-until-then = Every hand is hidden until then.
table-hand-shown = { $name }'s hand is shown.
table-move-not-legal-now = That move is not legal now.

# the dashboard's own form and sections (unokit/dashboard/words.py). $seat: a seat number (notation);
# $preset: a rules preset's name (notation); $low, $high: the preset's fewest and most players.
dash-form-heading = New game
dash-form-fold = New game: rules, players, bots, seed
dash-form-rules = Rules
dash-form-players = Number of players
dash-form-bots = Bots
dash-bot-random = Random: plays any legal card
dash-bot-greedy = Greedy: plays its best card by a simple plan
dash-form-seed = Seed (same seed, same deal)
dash-form-seed-empty = empty: a fresh deal
dash-form-seed-help = Leave the seed empty for a fresh deal: its seed is shown when the round is over, to replay or share it. A typed seed deals the same cards every time, so it is an open deal: anyone who knows the seed can work out every hand.
dash-form-bots-answer = Bots move straight after you
dash-form-start = Start game
dash-form-start-tip = Deal a new round with these settings
dash-seat-name = Seat { $seat } name
dash-seat-person = Seat { $seat } is played by a person
dash-table-empty = Choose the settings above and start a game.
dash-others-fold = Play with others: create a shared table, or join or watch one
dash-set-up = A { $preset } game set up in advance. Played by a person: { $who }.
# the house rules of the New game form (unokit/dashboard/house_rules.py); $draws: cards a failed challenger draws
dash-house-heading = House rules
dash-house-intro = Ticked rules are played; the rules preset sets them, and you can change each one.
dash-house-related = Plain rules the house rules depend on:
dash-rule-challenge = Challenge: the next player may challenge a Wild Draw Four (if it was a bluff its player draws 4; if not, the challenger draws { $draws }).
dash-rule-restricted = Wild Draw Four restriction: a Wild Draw Four is allowed only when its player holds no card of the active colour (bluffs are still legal).
dash-rule-play-drawn = Play the drawn card: after drawing, a playable drawn card may be played at once; unticked, drawing ends the turn.
# the problems listed next to Start game (unokit/dashboard/problems.py). $what: what was not done; $typed: what
# was typed in a number field; $largest: the largest whole number a field reads; $name, $other_name: names
dash-problems = { $what }: { $count ->
    [one] { $count } problem.
   *[other] { $count } problems.
}
dash-not-started = The game was not started
dash-typed-not-whole = { $typed } is not a whole number
dash-typed-beyond = { $typed } is beyond { $largest }
dash-problem-players-empty = Number of players is empty; type a whole number from { $low } to { $high } ({ $preset } rules).
dash-problem-players-typed = Number of players: { $typed }; type a whole number from { $low } to { $high } ({ $preset } rules).
dash-problem-players-range = Number of players: { $count } cannot play { $preset }; type a whole number from { $low } to { $high }.
dash-problem-name-empty = Seat { $seat } name is empty: type a name.
dash-problem-name-long = Seat { $seat } name is { $length } characters long: shorten it to at most { $most }.
dash-problem-name-char = Seat { $seat } name holds { $category ->
    [Cc] a control character
    [Cf] an invisible format character
    [Cs] a lone surrogate
    [Zl] a line separator
    [Zp] a paragraph separator
   *[bidi] a text-direction control
} (U+{ $code }); a name is letters, digits, spaces and punctuation.
dash-problem-name-ends = Seat { $seat } name has spaces at one end; write the name without them.
dash-problem-name-number = Seat { $seat } name reads as seat { $number }: typed commands such as 'catch 2' name seats by number, so a name that is a number must be its own seat's.
dash-problem-name-same = Seat { $seat } name { $name } is also the name of seat { $other }: each player needs a different name.
dash-problem-name-case = Seat { $seat } name { $name } is { $other_name } in other case, the name of seat { $other }: each player needs a different name.
dash-problem-no-person = No seat is played by a person: tick “Seat 0 is played by a person” (or another seat's box).
dash-problem-seed = Seed: { $typed }; type a whole number such as 1 (the same seed deals the same cards), or leave it empty for a fresh deal.
# the print section; $module: a Python package's name; $preset, $paper: as typed on the command line
dash-print-heading = Printable cards
dash-print-intro = The whole deck of the current rules, nine cards to an A4 page (eight, turned, to a Letter page) at their real size (56 × 88 mm), with ColorADD signs and two reference cards that explain them. Print at actual size (100%) on the paper chosen. Making the PDF takes a few seconds.
dash-print-paper = Paper
dash-paper-a4 = A4 (210 × 297 mm)
dash-paper-letter = US Letter (8.5 × 11 in)
dash-print-download = Download a printable sheet of this deck (PDF)
dash-print-elsewhere = Printable sheets are not made here: they need { $module }, which this edition does not have. On a computer with unokit installed, run: unokit sheet --rules { $preset } --paper { $paper } --out { $preset }-deck.pdf
# the explore and review sections; $name: a file's name; $error: the record's fault (the engine's words)
dash-explore-heading = Explore house rules
dash-explore-fold = Compare house rules with the plain rules
dash-review-heading = Review a round
dash-review-fold = Review a round together: every hand shown, step, what-if lines
dash-review-button = Review the round just played
dash-review-open = Open a saved record to review
dash-review-finish-first = Finish the round first (a review shows every hand), or open a saved record.
dash-review-not-opened = Could not open the record: { $error }
dash-review-reviewing = Reviewing { $name } from the deal.
# the link row (unokit/dashboard/address.py). $problems: the link's problems; $url: a record's address;
# $at: a move number as the link says it; $reason: why the browser could not fetch a record
dash-link-copy = Copy a link to this position
dash-link-copy-tip = A link that opens this game at the position shown
dash-link-field = Link
dash-link-empty = the link appears here
dash-link-not-all = The link's settings could not all be used: { $problems }.
dash-link-seat-outside = humans: seat { $seat } is not at this table (seats 0 to { $last })
dash-link-not-a-rule = rules: '{ $flag }' is not a rule of the new-game panel; rules are: { $rules }
dash-link-form-lists = the new-game form lists what it could not use
dash-link-loading = Loading the record { $url }…
dash-link-opened-game = Opened the game the link names.
dash-link-past-end = at={ $at } is past the record's end, which has { $count ->
    [one] { $count } move
   *[other] { $count } moves
}: the last position is shown
dash-link-opened-record = Opened the link's record.
dash-link-opened-record-at = Opened the link's record. { $past }.
dash-link-opened-url = Opened the record { $url }.
dash-link-opened-url-at = Opened the record { $url }. { $past }.
dash-link-not-loaded = Could not load the link's record: { $error }
dash-link-url-not-loaded = Could not load the record { $url }: { $reason }
dash-link-url-not-loaded-said = Could not load the record { $url }: { $reason }.
dash-link-copying = Copying the link…
dash-link-copied = Copied a link to this position.
dash-link-copy-refused = The browser did not let the page copy; the link is in the field above: select it and copy it.
# unokit dashboard --ip: what serving to others costs (unokit/dashboard/capacity.py). $mb: megabytes of one
# visitor's process; $free: the free memory with its unit; $visitors: how many visitors fit
dash-capacity-unknown = Each visitor gets their own Python process (about { $mb } MB of memory); this computer does not say how much memory is free.
dash-capacity = Each visitor gets their own Python process (about { $mb } MB of memory); this computer has { $free } free, memory enough for about { $visitors ->
    [one] { $visitors } visitor
   *[other] { $visitors } visitors
} at once. Pages opened at the same moment start one after another, faster the more processor cores the computer has.
# why the browser could not fetch a record a link names; $site: the record's site; $status: the server's answer
dash-record-not-url = it is not a web address
dash-record-other-site = it is on another site ({ $site }); a link may load records from this site only
dash-record-status = the server answered { $status }
# the house rules' boxes by their short names (the words before the colon of their labels); $rule, $box: one of them;
# $boxes: several, each with its state (a list)
dash-rule-name-stack-draw-two = Stacking Draw Twos
dash-rule-name-stack-wild-draw-four = Stacking Wild Draw Fours
dash-rule-name-stack-cross = Stack cross
dash-rule-name-bluffing = Bluffing
dash-rule-name-seven-swap = Seven-O
dash-rule-name-zero-rotate = Zero rotate
dash-rule-name-jump-in = Jump-in
dash-rule-name-draw-to-match = Draw to match
dash-rule-name-force-play = Force play
dash-rule-name-challenge = Challenge
dash-rule-name-wild-draw-four-restricted = Wild Draw Four restriction
dash-rule-name-play-drawn-card = Play the drawn card
dash-rule-name-no-bluffing = No bluffing
dash-rule-on = { $rule } on
dash-rule-off = { $rule } off
dash-box-ticked = “{ $box }” (ticked)
dash-box-unticked = “{ $box }” (unticked)
dash-conflict-many = House rules: { $boxes } do not go together.
dash-conflict-one = House rules: { $box } does not go with the other boxes.
dash-conflict-none = The boxes as they stand do not go together.
dash-conflict-tick = tick “{ $box }”
dash-conflict-untick = untick “{ $box }”
# the download and upload controls (unokit/widgets/files.py); $name: a file's name; $size, $most: sizes;
# $what: the kind of file (dash-file-a-record); $error: the fault (the engine's words); $module: a package
dash-file-making = Making the file…
dash-file-not-made = Could not make the file: { $error }
dash-file-needs = Could not make the file here: it needs { $module }, which is not installed.
dash-file-saved = Saved { $name } ({ $size }).
dash-file-too-large = { $name } is { $size }; { $what } is at most { $most }
dash-file-error = { $name }: { $error }
dash-file-a-record = a game record
dash-file-bytes = { NUMBER($count, useGrouping: 0) ->
    [one] { NUMBER($count, useGrouping: 0) } byte
   *[other] { NUMBER($count, useGrouping: 0) } bytes
}
# a link's problems (unokit/dashboard/address.py: parse_address). $name: a parameter's name; $typed: its
# value, quoted; $low: the smallest number allowed; $length, $most: numbers of characters; $presets, $bots,
# $languages: what is allowed (notation); $pseudo: the pseudo-locale's tag; $flag: a rule flag as typed, quoted
dash-address-whole = { $name }={ $typed } is not allowed; { $name } must be a whole number from { $low }
dash-address-record = record=z.… cannot be read: the link was cut short or changed; copy it again
dash-address-long = the link is { $length } characters long; at most { $most } are read
dash-address-preset = unknown preset { $typed }; presets are: { $presets }
dash-address-rules = rules={ $typed }: { $flag } is not a rule flag; write flag names separated by commas, -flag for off (rules=seven_swap,-draw_to_match)
dash-address-bots = bots={ $typed } is not allowed; bots are: { $bots }
dash-address-lang = unknown language { $typed }; languages are: { $languages } (and { $pseudo }, the pseudo-locale for tests)
dash-address-no-game = there is no game yet: start one, then copy its link
dash-address-not-over = you can copy a link to this position when the round is over: its record shows every hidden card
# What is wrong with a seat's name, said after the name (unokit.dashboard.words.name_fault_words, for the
# "Play with others" panel). $length, $most: numbers of characters; $category: a character's kind; $number: a seat
dash-name-fault-empty = is empty or only spaces; a name needs at least one letter, digit or sign
dash-name-fault-long = is { $length } characters long; a name is at most { $most } characters
dash-name-fault-char = holds { $category ->
    [Cc] a control character
    [Cf] an invisible format character
    [Cs] a lone surrogate
    [Zl] a line separator
    [Zp] a paragraph separator
   *[bidi] a text-direction control
} (U+{ $code }); a name is letters, digits, spaces and punctuation
dash-name-fault-ends = has spaces at one end; write the name without them
dash-name-fault-number = reads as seat { $number }: typed commands such as 'catch 2' name seats by number, so a name that is a number must be its own seat's
## The page around the dashboard (unokit's Voila and Voici page template, notebooks/dashboard.ipynb): its
## banner, title, heading and introduction, its footer, and what it says when the game's kernel is gone
## (unokit/dashboard/language.py page_words; static/language.js writes them into the page)
page-title = Play unokit — dashboard
page-banner = — an UNO-style card game you can play by keyboard
page-heading = Play unokit
# $table: page-intro-table, in bold; $enter, $help: keys; $card, $draw: moves as typed in the command field
# (page-intro-card, page-intro-draw: words of this language the field reads); $new_game: dash-form-heading
page-intro = Your hand is at the bottom of the { $table }: press a card (or arrow to it and press { $enter }), or type a move in the command field under it ({ $card }, { $draw }). { $help } lists every key; { $new_game } changes the rules, players and bots.
page-intro-table = Table
page-intro-card = red 5
page-intro-draw = draw
page-footer = Cards carry ColorADD colour signs, so no colour is told by hue alone.
page-reload = Reload the page
page-game-lost = This game has stopped: its kernel on the server is gone (it was stopped or crashed), so the table no longer answers. Reload the page to start a new game.
page-server-gone = The dashboard server does not answer: it may have stopped. Reload the page when it runs again.

## Shared tables: the texts the table service and a seat's SharedTable word for that seat
# $moves: the missed moves' narration, one after another
shared-away = While you were away: { $moves }
# $cards: the names of the cards a move gave this seat, as a list
shared-received = You received { $cards }.
# A seat's screen (unokit/widgets/shared.py, shared_parts.py). $room: a room code (notation); $seat: a seat
# number; $name: a player's name; $url: the service's address; $error, $reason: the service's words.
shared-heading-connecting = Shared table: connecting
shared-heading-not-connected = Shared table: not connected
shared-heading-waiting = Shared table { $room }: waiting for the host to start
shared-mode-watching = Shared table { $room }: you are watching
shared-mode-seat = Shared table { $room }: you are { $name }, seat { $seat }
# $mode: shared-mode-watching or shared-mode-seat
shared-mode-open-hands = { $mode }; open hands: every hand is shown to everyone (a teaching table)
shared-button-start = Start the round
shared-button-next-round = Deal the next round
shared-open-hands = Open hands: show every hand to everyone (teaching)
shared-connecting = Connecting to table { $room }…
shared-creating = Creating a shared table…
shared-unreachable = Could not reach the table service at { $url }: { $error }. Check that it runs (unokit tables serve, or unokit dashboard) and try again.
shared-join-failed = Could not join table { $room }: { $error }
shared-create-failed = Could not create the table: { $error }
shared-created = Created table { $room }, at seat { $seat }.
shared-joined = Joined table { $room }, at seat { $seat }.
shared-joined-watching = Joined table { $room }, watching.
shared-connection-lost = The connection to the table service was lost: reconnecting to the same seat…
shared-rejoin-failed = Could not take your seat at table { $room } back: { $error }
shared-reconnected = Reconnected to table { $room }.
shared-reconnect-failed = Could not reconnect to the table service at { $url }; join again with the room code { $room } when it runs.
shared-refused = Refused: { $reason }
shared-not-played-spectator = Not played: spectators watch; join with the room code as a player to play.
# $move: the move's notation word (draw, pass)
shared-not-played-kind = Not played: { $move } is not a move you can make now
shared-not-played-offline = Not played: the table is not connected yet.
shared-not-connected = the table is not connected yet
shared-not-connected-ask = The table is not connected: questions are answered once it is.
# $count: how many cards may be played; $cards: that number as cards-count
shared-your-turn = Your turn: { $count ->
    [0] no card
   *[other] { $cards }
} can be played.
# $signs: the sign system's name (notation: mattel, letters)
shared-signs-fallback = The { $signs } signs have no sign for every colour of this table: your cards show ColorADD signs.
shared-your-hand = Your hand: { $cards }
# The lobby. $letters: the room code spelled letter by letter
shared-lobby-room-code = Room code:
shared-lobby-spelled = (spelled { $letters })
shared-lobby-invite = Invite link:
shared-lobby-host-waits = You are the host: start the round when everyone is here; empty seats are played by bots.
shared-lobby-host-starts = The host starts the round.
shared-lobby-seats = Seats
# $who: shared-lobby-bot, shared-lobby-here or shared-lobby-away
shared-lobby-seat = Seat { $seat }: { $name }, { $who }
shared-lobby-seat-you = Seat { $seat }: { $name } (you), { $who }
shared-lobby-bot = { $bot } bot
shared-lobby-here = here
shared-lobby-away = not here yet
# The move buttons and the move list. $cards: card names (a list); $color: a colour named alone; $count: cards to draw
shared-move-accept = Accept: draw { $count }
shared-move-accept-plain = Accept
shared-move-catch = Catch { $name }
shared-move-catch-seat = Catch seat { $seat }
shared-move-choose = Choose { $color }
shared-move-choose-plain = Choose a colour
shared-move-play = Play { $cards }
shared-move-play-as = Play { $cards } as { $color }
# $move: shared-move-play or shared-move-play-as
shared-move-swapping = { $move }, swapping hands with { $name }
shared-move-uno = { $move } and say UNO
# The service's refusal of an illegal move (unokit/tables/table.py). $move: the move as typed; $reason: why
shared-move-refused = move ‘{ $move }’: { $reason }
shared-type-a-command = Type a command first, such as red 5, draw, pass, uno or hand.
# The dashboard's "Play with others" (unokit/dashboard/others.py). $seat: a seat number; $room: a room code;
# $name: a name as typed, quoted; $problem, $error: what is wrong, in the checks' words; $value: a number as typed
shared-others-rules = Rules
shared-others-seats = Number of seats (2 to 10)
shared-others-seat-name = Seat { $seat } name
shared-others-seat-name-host = Seat { $seat } name (you, the host)
shared-others-seat-bot = A bot plays seat { $seat }
shared-others-create = Create the table
shared-others-create-tooltip = Create a shared table and get its room code
shared-others-room = Room code
shared-others-room-placeholder = 5 letters and digits
shared-others-name = Your name
shared-others-name-placeholder = the name the others see
shared-others-join = Join
shared-others-join-tooltip = Take a seat at this table
shared-others-watch = Watch
shared-others-watch-tooltip = Watch this table as a spectator
shared-others-create-heading = Create a table
shared-others-join-heading = Join or watch a table
shared-others-leave = Leave this seat
shared-others-leave-tooltip = Give up your seat at this table; this browser forgets it
shared-others-no-service = Playing with others needs the table service: start the dashboard with unokit dashboard (without --no-tables), or run unokit tables serve and set UNOKIT_TABLES_URL.
shared-others-invited = You are invited to table { $room }: type your name and press Join (or Watch to look on).
shared-others-bad-seats = Number of seats: { $value } is not allowed; a table has 2 to 10 seats.
shared-others-bad-seat-name = Seat { $seat } name: { $name } { $problem }.
shared-others-bad-room = Room code: { $error }.
shared-others-bad-name = Your name: { $name } { $problem }.
# $missed: the rejoin's summary (shared-away) or shared-others-nothing-missed
shared-others-back = You are back at seat { $seat } at table { $room }. { $missed }
shared-others-nothing-missed = Nothing happened while you were away.
shared-others-ended = Table { $room } has ended, so this browser has forgotten your seat there; create or join another table with the form above.
# $problem: why the seat could not be taken back (shared-rejoin-failed and the like)
shared-others-seat-gone = { $problem } This browser has forgotten that seat: join or create a table with the form above.
shared-others-seat-kept = { $problem } Your seat at table { $room } is still kept in this browser: open the page again later to take it back, or press Leave this seat.
shared-others-resume-failed = Your seat at table { $room } could not be taken back: { $error }.
shared-others-resuming = This browser holds seat { $seat } at table { $room }: taking it back. To play as someone new, press Leave this seat.
shared-others-resuming-as = This browser holds seat { $seat } as { $name } at table { $room }: taking it back. To play as someone new, press Leave this seat.
shared-others-left = You left seat { $seat } at table { $room }, and this browser has forgotten it. Create or join a table with the form above.
shared-others-left-table = You left the table, and this browser has forgotten it. Create or join a table with the form above.
shared-others-no-service-create = There is no table service to create a table at.
shared-others-no-service-join = There is no table service to join a table at.
shared-others-creating = Creating the table: its room code appears on the table below; give it to the others.
shared-others-joining = Joining table { $room }: the table appears below.
shared-others-watching = Watching table { $room }: the table appears below.
# Taking a stored seat back (unokit/widgets/shared_store.py)
shared-taking-back = Taking your seat at table { $room } back…
shared-table-gone = the table service has no table { $room } any more (it has ended, or the service was restarted without its records)
shared-take-back-failed = Could not take your seat at table { $room } back: { $reason }.
# $value: the away time as typed
shared-others-away = Away time: seconds before a bot plays a seat whose person is gone (1 to 86400)
shared-others-bad-away = Away time: { $value } is not allowed; it is 1 to 86400 seconds.
# A spectator's place kept in the browser (unokit/dashboard/others.py, unokit/widgets/shared_store.py)
shared-others-stop-watching = Stop watching
shared-others-stop-watching-tooltip = Stop watching this table; this browser forgets it
shared-others-watching-again = This browser was watching table { $room }: watching it again. To stop, press Stop watching.
shared-others-watching-back = You are watching table { $room } again.
shared-others-watch-gone = { $problem } This browser has forgotten that table: join or watch a table with the form above.
shared-others-watch-kept = { $problem } Table { $room } is still kept in this browser: open the page again later to watch it, or press Stop watching.
shared-others-ended-watching = Table { $room } has ended, so this browser has forgotten it; create, join or watch another table with the form above.
shared-others-stopped-watching = You stopped watching table { $room }, and this browser has forgotten it.
shared-watching-again = Watching table { $room } again…
shared-watch-failed = Could not watch table { $room } again: { $reason }.
# The host's controls (unokit/widgets/shared_host.py)
shared-button-end = End the table
shared-host-bot = A bot plays seat { $seat } ({ $name })
shared-end-question = End the table for everyone? The game stops and cannot be resumed.
shared-end-yes = Yes, end the table
shared-end-keep = Keep playing
shared-end-kept = The table goes on.

## Why a record cannot be read (unokit/record.py, rules.py, state.py) and why an analysis is refused
## (unokit/analysis), quoted inside table-record-load-failed, dash-review-not-opened, dash-file-error,
## dash-link-not-loaded and table-analysis-failed (unokit.i18n.problem_text). English is each error's own
## text, byte for byte (tests/test_record_problems_languages.py). $field: a JSON path (moves[3],
## position.color); $name: a file's name; $example, $keys, $choices, $colors, $presets, $flags, $missing,
## $move, $code, $value, $flag: record text or notation, quoted as the record wrote it; $problem, $kind,
## $expected: a part said by another message of this block (or the notation's English words).
record-problem-at = { $field }: { $problem }
record-problem-at-move = { $field } { $move }: { $problem }
# $name when the record is text given as it is (a link's record, JSON pasted), not a file
record-problem-the-record = record
record-problem-too-large = { $name } is larger than { $limit }; a game record is at most { $limit } (unokit.record.RECORD_MAX_BYTES), and the longest rounds take a few KB
record-problem-not-utf8 = { $name } is not UTF-8 text (byte { $byte } cannot be read); a record is a JSON object in UTF-8 such as { $example }
record-problem-not-json = { $name } is not valid JSON (line { $line }, column { $column }: { $problem }); a record is a JSON object such as { $example }
record-problem-json-value = a value was expected
record-problem-json-string = a string is not closed
record-problem-json-key = a key in double quotes was expected
record-problem-json-comma = a comma was expected
record-problem-json-colon = a colon was expected
record-problem-json-extra = more text follows the record
record-problem-json-control = a string holds a control character (write a line break as \n)
record-problem-json-escape = a backslash starts no valid escape
record-problem-json-empty = there is no text
record-problem-json-cut-short = { $problem }; the text stops before the record ends, as a file cut short does
record-problem-not-object = { $name } holds { $kind }, not a JSON object; a record is a JSON object such as { $example }
record-problem-kind-array = an array
record-problem-kind-string = a string
record-problem-kind-number = a number
record-problem-kind-boolean = true or false
record-problem-kind-null = null
record-problem-too-deep = { $name } nests lists or objects too deeply to read; a record is a JSON object such as { $example }
record-problem-long-number = { $name } holds a number with too many digits to read; a record is a JSON object such as { $example }
record-problem-missing-record-key = missing; a record needs { $keys }
record-problem-missing-position-key = missing; a position needs { $keys }
record-problem-unknown-key = unknown key; allowed keys are: { $keys } (put anything else under "meta")
record-problem-unknown-key-in = unknown key; allowed keys in { $within } are: { $keys }
record-problem-version = format version { $value } is not supported; this unokit reads version 1
record-problem-version-float = format version { $value } is not supported; write the version as 1
record-problem-wrong-type = { $value } is not allowed; it must be { $kind }
record-problem-type-integer = a whole number
record-problem-type-string = a string
record-problem-type-array = a list
record-problem-type-object = an object
record-problem-type-null = null
record-problem-type-boolean = true or false
record-problem-type-number = a number
record-problem-not-one-of = { $value } is not allowed; use one of: { $choices }
record-problem-minimum = { $value } is not allowed; it must be at least { $least }
record-problem-empty-list = needs at least { $count } item(s); got none
record-problem-empty-text = an empty string is not allowed
record-problem-rules-form = { $value } is not allowed; give a preset name such as "classic" or { $example }
record-problem-unknown-preset = unknown preset { $preset }; presets are: { $presets }
record-problem-unknown-flag = unknown rules flag { $flag }; flags are: { $flags }
record-problem-flag-type = rules flag { $flag } has the wrong type; expected { $expected }
record-problem-expect-bool = true or false
record-problem-expect-number = a whole number such as { $example }
record-problem-expect-text = a text such as { $example }
record-problem-expect-list = a list such as { $example }
record-problem-player-count = { $count } players, but { $rules } allows { $least } to { $most }
record-problem-players-form = { $value } is not allowed; give the names in seat order (["Ana", "Ben"]) or a count (2)
record-problem-name-not-text = { $value } is not allowed; each name is text of at least one letter, in seat order
record-problem-name-blank = a name cannot be empty or only spaces; got { $name }
record-problem-name-spaces = a name has no spaces at either end; got { $name }
record-problem-name-taken = { $name } is already seat { $seat }; names must differ
record-problem-no-seat = seat { $seat } does not exist; seats are 0 to { $last }
record-problem-deck-and-position = a record gives at most one of them (a whole deck to deal, or a mid-game position); without either the seed shuffles the preset's deck
record-problem-card-notation = unknown card { $code }: a card is a colour letter (R O Y G T B P M) followed by 0-9, S (Skip), R (Reverse) or +2 (Draw Two), or W / W+4 for the Wilds
record-problem-card-not-in-deck = { $card } is not a card of the { $deck } deck; its colours are { $colors }
record-problem-deck-incomplete = { $count } cards, but a deck must be exactly the { $deck } deck of { $total } cards; missing: { $missing }
record-problem-hands = { $count } hands for { $players } players; give one per seat
record-problem-empty-hand = an empty hand means the round is over; a position is a round still in play
record-problem-color-needed = the top card is a { $card }, so the colour it named is needed; use one of: { $colors }
record-problem-not-a-color = { $value } is not a colour of the { $rules } game; use one of: { $colors }
record-problem-totals = { $count } totals for { $players } players; give one per seat
# the analysis panel's refusals (table-analysis-failed); $phase: the engine's name of the game's phase
analysis-problem-round-over = the round is over; there is nothing left to analyse
analysis-problem-no-move = seat { $seat } has no move to make now; it is seat { $current }'s turn
analysis-problem-starter-color = the game waits for the starter card's colour to be named ({ $phase }); analyse the position after the colour is named
analysis-problem-too-far-back = no position that can be rebuilt within the last { $count } moves
analysis-problem-reshuffle = a reshuffle happened in the last moves; analyse the position after this turn
analysis-problem-too-many-cards = the { $count } cards seat { $seat } has not seen cannot fill the other hands and the draw pile; the position holds more cards than the deck

## The printed reference cards, the braille key card, the sign keys and the card back (issue 26, "Text as a
## layer"; unokit/render/reference_words.py, sign_keys.py, faces.py). Printed in fixed boxes on a card
## 56 mm wide: keep them short (tests/test_reference_languages.py checks that they fit).
# the headings printed at the top of reference cards 1, 2 and 3
ref-heading-colours = ColorADD
ref-heading-tones = ColorADD tones
ref-heading-braille = Braille key
# the cards' accessible names; $title: one of them, $part and $parts: which card of a split one
ref-title-colours = ColorADD: the nine colours
ref-title-tones = ColorADD: light and dark tones
ref-title-braille = Braille key: the card labels
ref-title-part = { $title } ({ $part } of { $parts })
# the credit printed at the foot of cards 1 and 2, two lines
ref-credit-code = ColorADD® colour code by Miguel Neiva
ref-credit-site = coloradd.net – signs drawn by unokit
# $colours: each colour and its sign, separated by semicolons
ref-desc-colours = The nine ColorADD colours with their signs: { $colours }
ref-desc-tones = ColorADD tones: a light tone is the sign in a white frame, a dark tone the sign cut out of a black square. { $tones }
ref-desc-stand-ins = Teal and magenta are not ColorADD colours; unokit prints them as light blue and light purple
ref-desc-credit = ColorADD® colour code by Miguel Neiva; ColorADD is a licensed system, unokit draws its signs from their geometry
# where a card's two braille labels are ($where in the messages below)
ref-where-corners = in the top-left corner and, turned, in the bottom-right
ref-where-edges = down the left edge and, turned, up the right
# the braille key card's explanation, printed above its rows: English braille (UEB, drawn by unokit) ...
ref-braille-intro = Uncontracted (grade 1) UEB, lower case: the colour letter, then the number or action. Each card has it twice: { $where }.
# ... and another language's grade 1 braille; $table: the liblouis table
ref-braille-intro-table = Grade 1 braille ({ $table }), lower case: the colour letter, then the number or action. Each card has it twice: { $where }.
# the braille key's rows after "= ": the number sign; $rank: a rank's name (rank-*)
ref-braille-number = 7 (# then a-j: 1-9, 0)
ref-braille-reverse = { $rank } (second letter)
# UEB only: a w alone is the word "will" in contracted braille
ref-braille-wild-ueb = { $rank }, not "will"
# $rows: each label and what it means, separated by semicolons
ref-desc-braille = Braille key. The labels are uncontracted (grade 1) Unified English Braille, lower case: the colour letter, then the number or action; each card has its label twice, { $where }. { $rows }
ref-desc-braille-table = Braille key. The labels are grade 1 braille (liblouis table { $table }), lower case: the colour letter, then the number or action; each card has its label twice, { $where }. { $rows }
# the key card of a sign system other than ColorADD (sign_keys.py): its printed heading and credit
signkey-heading-mattel = Mattel colour-blind symbols
signkey-heading-letters = Letter signs
signkey-credit-coloradd = ColorADD® colour code by Miguel Neiva (coloradd.net)
signkey-credit-mattel = after the symbols on Mattel's colour-blind-friendly UNO cards
# $system: the heading; $rows: each colour and its sign, separated by semicolons
signkey-title = Colour signs: { $system }
signkey-title-part = Colour signs: { $system } ({ $part } of { $parts })
signkey-description = { $system }: the sign beside each card's index and in its oval. { $rows }
# the card back: its accessible name and description (the word printed on it, unokit, is a name)
back-title = Card back
back-description = The back of a unokit card: a red oval with the word unokit on black.

## The house-rule explorer (unokit/widgets/explorer.py, unokit/explorer.py): its form, progress and status
## line, the results table, the plot's words and its text alternative. Numbers come formatted (the language's
## decimal and per cent signs); $plain, $house: the two rule sets' names (explore-label-*); $preset: a preset's
## name (a name, never translated); $low, $high: the ends of a range or interval.

explore-plain-rules = Plain rules to compare with
explore-players = Players per simulated round
explore-rounds = Rounds per rule set ({ $low } to { $high })
explore-bots = Bots in the simulation
# the bot only the explorer offers (the New game form's bots are dash-bot-*)
explore-bot-uniform = Uniform: any legal move, even drawing or keeping a playable card (slow, long rounds)
explore-seed = Simulation seed
explore-run = Run the comparison
explore-run-tip = Play the rounds under both rule sets and compare them
explore-house-heading = House rules
explore-house-intro = Ticked: the rule is played. Each box starts as the plain rules have it; the comparison plays the boxes as they stand against the plain rules.
explore-intro = Bots play the same deals twice, by the plain rules and with the house rules ticked below; the table and the plot compare round length, the first seat's advantage, blocked rounds and how often a player has a card to play, each with a 95% interval. The simulation seed fixes the deals: the same seed plays the same rounds.
# the progress bar's label and its value text ($done, $total: rounds played, in digits)
explore-progress-label = Rounds played
explore-progress-count = { $done } of { $total } rounds
# the status line; $problem: one of explore-problem-* (or the engine's English reason)
explore-problem = Problem: { $problem }
explore-problem-no-change = no house rule differs from plain { $preset }: tick or untick at least one box
explore-problem-rounds-empty = rounds per rule set is empty; type a whole number from { $low } to { $high }
explore-problem-players-empty = players per simulated round is empty; { $preset } is for { $low } to { $high } players
explore-problem-seed-empty = simulation seed is empty; type a whole number such as 1
# $typed: what the field holds and what is wrong with it (dash-typed-*)
explore-problem-rounds-typed = rounds per rule set: { $typed }; choose { $low } to { $high }
explore-problem-rounds-range = rounds per rule set: { $count } is not allowed here; choose { $low } to { $high }
explore-problem-players-typed = players per simulated round { $typed }; { $preset } is for { $low } to { $high } players
explore-problem-players-range = players per simulated round { $count }: { $preset } is for { $low } to { $high } players
explore-problem-seed-typed = simulation seed { $typed }; type a whole number such as 1
explore-playing = Playing { $rounds } rounds of each rule set…
# $clear: yes when the change's 95% interval leaves out zero
explore-done = Done: { $house } against { $plain }, { $rounds } rounds each. Mean round length { $house_mean } turns against { $plain_mean } ({ $clear ->
    [yes] a clear
   *[no] no clear
} change). The table follows.
# $module: the Python package the plot needs
explore-no-plot = No plot here: it needs { $module }, which this edition does not have; the table below has the same numbers.
# the two rule sets' names; $changes: the boxes changed (dash-rule-name-*, dash-rule-off), as a list
explore-label-plain = plain { $preset }
explore-label-house = { $preset } with { $changes }
# a box unticked in the house rules' name ($rule: its name, dash-rule-name-*)
explore-rule-off = { $rule } off
# the results table: its caption, column headers, row headers and cells; $bots: table-bot-* names
explore-caption = { $house } against { $plain }: { $rounds } rounds each from the same seeds (seed { $seed }), { $players } players, { $bots } bots. Means and shares with 95% intervals, the median with the range of the middle half of the rounds; change = house rules minus plain.
explore-head-measure = Measure
explore-head-change = Change (paired by seed)
explore-row-mean = Round length: mean turns
explore-row-median = Round length: median turns (range of the middle half of rounds, not an interval)
explore-row-first-seat = First-seat advantage: rounds won by the seat left of the dealer (fair share { $fair })
explore-row-blocked = Rounds that end blocked
explore-row-play-every = Turns with a legal play (the bots played a card in every one of them)
explore-row-play = Turns with a legal play
explore-row-played = Turns in which a card is played (a bot may draw or keep a card it could play)
explore-row-unfinished = Rounds stopped at the move cap (unfinished)
explore-interval = { $value } ({ $low } to { $high })
explore-change-none = none: no round differed
explore-change-points = { $value } points ({ $low } to { $high })
# the results in sentences (the figure's caption); $verdict: one of explore-verdict-*
explore-verdict-none = no change: no round differed
explore-verdict-turns = { $direction ->
    [longer] longer
   *[shorter] shorter
} by { $size } turns (95% interval { $low } to { $high })
explore-verdict-turns-unclear = no clear change ({ $value } turns, 95% interval { $low } to { $high })
explore-verdict-points = { $direction ->
    [more] more
   *[fewer] fewer
} by { $size } percentage points (95% interval { $low } to { $high })
explore-verdict-points-unclear = no clear change ({ $value } percentage points, 95% interval { $low } to { $high })
explore-describe-length = Round length: { $plain } rounds last { $plain_mean } turns on average (median { $plain_median }), { $house } rounds { $house_mean } (median { $house_median }): { $verdict }.
explore-describe-first-seat = First-seat advantage: the seat left of the dealer wins { $plain_share } of { $plain } rounds and { $house_share } of { $house } rounds, against a fair share of { $fair }.
explore-describe-blocked = Blocked rounds: { $plain_count } of { $plain_rounds } with { $plain }, { $house_count } of { $house_rounds } with { $house }.
explore-describe-play = Turns with a legal play: { $plain_share } with { $plain }, { $house_share } with { $house }: { $verdict }.
explore-describe-play-every = Turns with a legal play: { $plain_share } with { $plain }, { $house_share } with { $house }: { $verdict }; the bots played a card in every one of them.
explore-describe-played = Turns in which a card is played: { $plain_share } with { $plain }, { $house_share } with { $house }: { $verdict }.
# the picture's text alternative (alt); -played: when the bots did not always play a card they could
explore-alt = Two charts comparing { $plain } (open bars and circles) with { $house } (hatched bars and filled squares) over { $rounds } rounds each. Left: histogram of round length in turns; mean { $plain_mean } against { $house_mean }. Right: shares with 95% intervals: first seat wins { $plain_first } against { $house_first } (fair share { $fair }), round ends blocked { $plain_blocked } against { $house_blocked }, turn with a legal play { $plain_play } against { $house_play }.
explore-alt-played = Two charts comparing { $plain } (open bars and circles) with { $house } (hatched bars and filled squares) over { $rounds } rounds each. Left: histogram of round length in turns; mean { $plain_mean } against { $house_mean }. Right: shares with 95% intervals: first seat wins { $plain_first } against { $house_first } (fair share { $fair }), round ends blocked { $plain_blocked } against { $house_blocked }, turn with a legal play { $plain_play } against { $house_play }, turn with a card played { $plain_played } against { $house_played }.
# the plot's legend, axes, titles and the share chart's rows
explore-figure-plain = plain rules
explore-figure-house = house rules
explore-figure-plain-mean = plain rules: mean
explore-figure-house-mean = house rules: mean
explore-figure-turns = turns per round
explore-figure-rounds = rounds
explore-figure-length = Round length
explore-figure-title = { $house } (house rules) against { $plain }, { $rounds } rounds each
explore-figure-first-seat = first seat wins
explore-figure-blocked = round ends blocked
explore-figure-play = turn with a legal play
explore-figure-played = turn with a card played
explore-figure-fair = fair first-seat share { $share }
explore-figure-percent = per cent, with 95% intervals
explore-figure-shares = Shares
