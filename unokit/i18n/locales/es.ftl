### unokit: catálogo en español de España (es, castellano).
###
### Escrito para leerse en voz alta con un lector de pantalla: frases cortas, lo esencial primero.
### Necesita revisión de hablantes nativos (docs/languages.md explica cómo enviar correcciones).
###
### Glosario (decisiones):
###   Skip = Salta (masc.: "el Salta") · Reverse = Reversa (fem.) · Draw Two = Roba dos (masc.) ·
###   Wild = Comodín (masc.) · Wild Draw Four = Comodín Roba cuatro (masc.)
###   Nombres de cartas: el número o la acción primero y el color después, concordando: "5 rojo",
###   "Reversa roja", "Salta azul". El color solo concuerda con "carta": "carta roja".
###   Colores: rojo, naranja, amarillo, verde, verde azulado (teal), azul, morado, magenta, marrón,
###   blanco, negro.
###   Pila de descartes = "pila de descartes"; mazo = "mazo".

## Colores: $gender es el género del nombre al que describe el color

color-red = { $gender ->
    [masculine] rojo
   *[feminine] roja
}
color-orange = naranja
color-yellow = { $gender ->
    [masculine] amarillo
   *[feminine] amarilla
}
color-green = verde
color-teal = verde azulado
color-blue = azul
color-purple = { $gender ->
    [masculine] morado
   *[feminine] morada
}
color-magenta = magenta
color-brown = marrón
color-white = { $gender ->
    [masculine] blanco
   *[feminine] blanca
}
color-black = { $gender ->
    [masculine] negro
   *[feminine] negra
}

## Valores: una carta de número es su cifra

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
rank-skip = Salta
    .gender = masculine
rank-reverse = Reversa
    .gender = feminine
rank-draw-two = Roba dos
    .gender = masculine
rank-wild = Comodín
    .gender = masculine
rank-wild-draw-four = Comodín Roba cuatro
    .gender = masculine

## Nombre de una carta de color: el valor primero y el color después (concordando)

card-colored = { $rank } { $color }
# En español el orden es siempre el mismo
card-colored-number-first = { $rank } { $color }

## Recuentos

cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
