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
###   Discard pile = "pila de descartes"; draw pile = "mazo"; draw = "robar"; play a card = "echar";
###   challenge = "desafiar"; call UNO = "cantar UNO"; round = "ronda"; match = "partida".
###   Fuente: los nombres de las cartas son los de la issue 26; aún no se han comparado con las reglas
###   impresas de una edición española del juego (revisión pedida en docs/languages.md).

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
color-teal = { $gender ->
    [masculine] verde azulado
   *[feminine] verde azulada
}
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

## Resumen de las reglas (unokit rules, unokit brf --rules). Las secciones siguen RULES.md.

rules-title-classic = Reglas clásicas
rules-title-black-uno = Reglas de la casa del UNO negro
rules-title-spectrum = Reglas del espectro
rules-title-party = Reglas de fiesta
rules-title-other = Reglas { $name }
rules-section-cards = Las cartas
rules-section-deal = Jugadores y reparto
rules-section-starter = La carta inicial
rules-section-turn = Tu turno
rules-section-actions = Cartas de acción
rules-section-w4 = El Comodín Roba cuatro
rules-section-uno = Cantar UNO
rules-section-end = El final de una ronda
rules-section-scoring = Puntuación
rules-section-house = Reglas de la casa
rules-deck-classic = La baraja tiene 108 cartas. Cada uno de los cuatro colores, { $colors }, tiene un 0, dos de cada número del 1 al 9, y dos Salta, dos Reversa y dos Roba dos. Cuatro Comodines y cuatro Comodines Roba cuatro no tienen color.
rules-deck-spectrum = La baraja tiene 112 cartas. Cada uno de los ocho colores, { $colors }, tiene una carta de cada número del 0 al 9 y un Salta, una Reversa y un Roba dos. Cuatro Comodines y cuatro Comodines Roba cuatro no tienen color.
rules-deal = Juegan de { $min } a { $max } personas. Cada jugador recibe { $size } cartas, una a una, empezando por el jugador a la izquierda de quien reparte y en el sentido de las agujas del reloj. La carta siguiente se pone boca arriba y empieza la pila de descartes; el resto forma el mazo.
rules-dealer-draw = Para elegir quién reparte primero, cada persona coge una carta y reparte el número más alto. Las cartas de acción y los Comodines valen cero y, si hay empate en el número más alto, se vuelve a coger.
rules-dealer-chosen = Los jugadores acuerdan quién reparte primero.
rules-dealer-random = La primera ronda empieza con un jugador elegido al azar.
rules-next-round-deal-passes-left = Cada ronda nueva la reparte el jugador a la izquierda de quien repartió la anterior.
rules-next-round-winner-starts = Cada ronda siguiente empieza con quien ganó la anterior.
rules-starter-until-number = Se dan la vuelta cartas hasta que sale una carta de número. Las cartas de acción o Comodines que salgan antes se quedan en la pila de descartes y no hacen nada.
rules-starter-acts = La primera carta que se da la vuelta actúa sobre el jugador a la izquierda de quien reparte, que juega primero.
rules-a-card = { $gender ->
    [feminine] una
   *[masculine] un
} { $rank }
rules-starter-replaced = Si es { $cards }, vuelve a la baraja, se baraja, y se da la vuelta a una carta nueva.
rules-starter-skip = Un Salta hace que ese jugador pierda el turno.
rules-starter-reverse = Una Reversa cambia el sentido del juego al contrario de las agujas del reloj, así que quien reparte juega primero.
rules-starter-draw-two = Un Roba dos hace que ese jugador robe dos cartas y pierda el turno.
rules-starter-wild-draw-four = Un Comodín Roba cuatro hace que ese jugador robe cuatro cartas y pierda el turno.
rules-starter-wild-dealer = Con un Comodín, quien reparte elige el color y después juega el primer jugador.
rules-starter-wild-first-player = Con un Comodín, el primer jugador elige el color y después juega.
rules-turn = En tu turno, echa una carta del mismo color, número o símbolo que la carta de arriba de la pila de descartes, o echa un Comodín.
rules-turn-neighbours = Los colores también combinan con sus vecinos en el ciclo { $cycle }, y vuelta a { $first }. Así, { $middle } combina con { $before } y con { $after }.
rules-turn-draw-may-play = En vez de jugar, puedes robar una carta, aunque pudieras jugar. Si la carta robada sirve, puedes echarla enseguida o quedártela. Si no, tu turno acaba.
rules-turn-draw-ends = En vez de jugar, puedes robar una carta, aunque pudieras jugar. Robar acaba tu turno: la carta robada no se puede echar hasta tu próximo turno.
rules-turn-multi = Puedes echar varias cartas a la vez si comparten número o acción, o si son todas Comodines o todas Comodines Roba cuatro, de cualquier color. La primera tiene que servir, y la última queda arriba y fija el color.
rules-turn-reshuffle = Cuando el mazo se acaba, se baraja la pila de descartes, menos la carta de arriba, para hacer un mazo nuevo.
rules-actions-skip-reverse = Un Salta hace que el jugador siguiente pierda un turno. Una Reversa cambia el sentido del juego.
rules-actions-two-players = Con dos jugadores, una Reversa funciona como un Salta.
rules-actions-draw-two-stacking = Un Roba dos hace que el jugador siguiente robe dos cartas y pierda el turno, salvo que añada un Roba dos suyo. Cada uno que se añade sube el castigo en dos cartas, y el primer jugador que no añade ninguno roba todo el castigo y pierde el turno.
rules-actions-draw-two = Un Roba dos hace que el jugador siguiente robe dos cartas y pierda el turno.
rules-actions-wild = Un Comodín te deja elegir cualquier color del juego: { $colors }. Puede ser el color que ya está en juego.
rules-actions-multi = Varios Salta a la vez saltan a otros tantos jugadores, y varias Reversas cambian el sentido una vez por carta.
rules-w4 = Un Comodín Roba cuatro elige un color, y el jugador siguiente roba cuatro cartas y pierde el turno.
rules-w4-restricted = Solo puedes echarlo cuando no tienes ninguna carta del color en juego. Los otros números, símbolos y Comodines no cuentan.
rules-w4-any-time = Puedes echarlo en cualquier momento.
rules-w4-challenge = El jugador siguiente puede aceptarlo o desafiarlo. En un desafío, quien lo echó enseña su mano tal como estaba en ese momento. Si tenía una carta del color en juego, es quien lo echó quien roba las cuatro cartas, y quien desafió juega con normalidad. Si no la tenía, quien desafió roba { number-word } cartas y pierde el turno.
rules-w4-stacking = En su lugar, el jugador siguiente puede añadir otro Comodín Roba cuatro, que sube el castigo en cuatro cartas. El primer jugador que no añade ninguno lo roba todo.
rules-w4-same-kind = Mientras hay un castigo pendiente, solo se pueden echar encima cartas del mismo tipo: nunca un Roba dos sobre un castigo de Comodín Roba cuatro, ni un Comodín Roba cuatro sobre uno de Roba dos, y ningún Comodín simple sobre ninguno.
rules-uno-call = Cuando echas tu penúltima carta, tienes que cantar UNO con esa jugada. También puedes cantarlo después, mientras nadie te haya pillado.
rules-uno-catch = Cualquier otro jugador puede pillarte antes de que empiece el turno siguiente. Entonces robas { number-word } cartas.
rules-uno-catch-places = Cualquier otro jugador puede pillarte hasta que el jugador siguiente robe o juegue. Entonces robas { number-word } cartas.
rules-uno-again = Si tu mano vuelve a crecer, tienes que cantar UNO otra vez la próxima vez que te quede una carta.
rules-uno-none = Este juego no tiene UNO: nadie lo canta y no se puede pillar a nadie.
rules-end-places = Un jugador sin cartas sale de la ronda, y el juego sigue sin él. La ronda acaba cuando se deciden { number-word } puestos, o cuando solo queda un jugador.
rules-end-first-out = El primer jugador que se queda sin cartas gana la ronda.
rules-end-last-card-draws = Si la última carta fue un Roba dos o un Comodín Roba cuatro, el jugador siguiente roba esas cartas igualmente.
rules-end-blocked = Si ningún jugador, en su turno, juega ni roba, porque no queda nada que robar, la ronda queda bloqueada. Gana quien tenga menos puntos en la mano.
rules-scoring-values = Las cartas de número valen su número, Salta, Reversa y Roba dos valen 20, y los dos tipos de Comodín valen 50.
rules-scoring-winner = Quien gana una ronda suma las cartas que quedan en las otras manos. { $values } El primer jugador que llega a { $target } puntos gana la partida.
rules-scoring-lowest = Al final de cada ronda, cada jugador suma las cartas de su propia mano. { $values } Cuando alguien llega a { $target }, gana el jugador con el total más bajo.
rules-scoring-none = No se cuentan puntos: el resultado es el orden en que los jugadores salieron.
rules-no-bluffing = Sin farol: no se puede echar un Comodín Roba cuatro si tienes una carta del color en juego.

## Un número pequeño ($count) en letra, dentro de una frase (cartas: femenino)

number-word = { $count ->
    [0] cero
    [1] una
    [2] dos
    [3] tres
    [4] cuatro
    [5] cinco
    [6] seis
    [7] siete
    [8] ocho
    [9] nueve
    [10] diez
   *[other] { $count }
}

## Reglas de la casa y acumulación, con las palabras de la propia regla

rule-jump-in = Entrar al corte: otro jugador puede echar fuera de turno una carta idéntica a la de arriba; el juego sigue desde él.
rule-stack-draw-two = Acumular: a un Roba dos pendiente se puede responder con otro Roba dos, o se roba el total.
rule-stack-wild-draw-four = Acumular: a un Comodín Roba cuatro pendiente se puede responder con otro Comodín Roba cuatro, o se roba el total.
rule-stack-cross = Acumular cruzado: se puede añadir un Comodín Roba cuatro a un total pendiente de Roba dos (nunca un Roba dos sobre un Comodín Roba cuatro).
rule-bluffing = Farol: con la restricción del Comodín Roba cuatro activada, un Comodín Roba cuatro echado teniendo el color en juego sigue siendo válido (un farol); desactivada, no es válido en absoluto.
rule-zero-rotate = Girar con el cero: un 0 que no sea la última carta pasa todas las manos al jugador siguiente, en el sentido del juego.
rule-seven-swap = Siete-Cero: un 7 que no sea la última carta cambia la mano con un asiento que elige el jugador.
rule-draw-to-match = Robar hasta que sirva: un robo simple coge cartas hasta que una sirve o no queda nada que robar.
rule-force-play = Juego obligado: una carta robada que sirve tiene que echarse; no se puede pasar mientras sirva.

## Archivos braille (unokit brf): la sección sobre las etiquetas braille de una baraja impresa

brf-labels-heading = El braille de las cartas
brf-labels-where = Una baraja impresa con unokit sheet --braille lleva una etiqueta corta en cada carta, dos veces: en la esquina superior izquierda, debajo del número impreso, y, girada del revés, en la esquina inferior derecha. Sostén la carta derecha para leerla. Las etiquetas están en braille integral, en minúsculas.
brf-letter-for = { $letter } para { $color }
brf-labels-colour = La primera letra es el color, con las letras de la notación de las cartas: { $letters }.
brf-labels-rank = Después viene un signo de número y una cifra en una carta de número ({ $example } es el 7 { $color }), s para Salta, r para Reversa, o un signo más para Roba dos. Un Comodín es solo w, y un Comodín Roba cuatro es w seguida de un signo más.
brf-labels-edges = Una baraja hecha con --braille-placement edges lleva etiquetas más largas a lo largo de los bordes largos, que se leen con la carta girada un cuarto de vuelta en sentido contrario a las agujas del reloj; allí el signo más va seguido del número de cartas que se roban: más 2 para Roba dos, w+4 para Comodín Roba cuatro.
brf-labels-key = Las cartas clave en braille al final de la baraja dicen lo mismo en braille, una entrada por línea.
brf-table = Este archivo está en braille estenografiado, escrito con la tabla { $table } de liblouis.

## Archivos braille (unokit brf REGISTRO; unokit/brf.py transcript_blocks): la transcripción de una partida

# $title: el título de las reglas (rules-title-*), por ejemplo "Reglas clásicas"
brf-transcript-title = Transcripción de la partida: { $title }
# un elemento de la lista $players de brf-transcript-players: el nombre y el número de asiento (un nombre
# por defecto, "Seat 1", va solo)
brf-transcript-player = { $name } (asiento { $seat })
# $round: el número de la ronda; $players: la lista de brf-transcript-player; $dealer: el nombre de quien reparte
brf-transcript-players = Ronda { $round }. Jugadores: { $players }. Reparte: { $dealer }.
brf-transcript-began = Cómo empezó la ronda
# cuando el registro no narra el reparto (una ronda preparada a partir de una posición)
brf-transcript-dealt = Se repartieron las cartas.
brf-transcript-moves = Jugadas
brf-transcript-no-moves = No se hizo ninguna jugada.
# una jugada numerada: $number y después $move, la frase del motor (narr-*)
brf-transcript-move = { $number }. { $move }
brf-transcript-result = Resultado
# el registro acaba con la ronda aún en juego; $name: a quien le toca
brf-transcript-stops = Le toca a { $name }: el registro acaba antes del final de la ronda.
# $result: la frase anterior (el resultado o brf-transcript-stops); $scores: la lista de brf-transcript-score
brf-transcript-scored = { $result } Puntos: { $scores }.
brf-transcript-score = { $name } { $score }

## Caras de las cartas: la <desc> del SVG

effect-skip = Salta: el jugador siguiente pierde su turno.
effect-reverse = Reversa: cambia el sentido del juego (con dos jugadores funciona como un Salta).
effect-draw-two = Roba dos: el jugador siguiente roba 2 cartas y pierde su turno.
effect-wild = Comodín: se puede echar sobre cualquier carta; el jugador elige el color siguiente.
effect-wild-draw-four = Comodín Roba cuatro: el jugador elige el color siguiente; el jugador siguiente roba 4 cartas y pierde su turno.
face-wild-signs = Carta negra con un óvalo en { $colors }, con el signo { $system } de cada color.
face-wild = Carta negra con un óvalo en { $colors }.
face-colour-card = Carta { $color }.
face-sentence = { $text }.
face-no-signs = Dibujada sin los signos ColorADD.
face-number = Número { $number }: se puede echar sobre el mismo color o el mismo número.
face-number-underlined = Número { $number } (subrayado para no leerlo como 6 o 9 al revés): se puede echar sobre el mismo color o el mismo número.
face-vision = Colores como los ve quien tiene { $vision } (simulación).
face-note-teal = ColorADD no tiene verde azulado; unokit usa el código más cercano, azul claro.
face-note-magenta = ColorADD no tiene magenta; unokit usa el código más cercano, morado claro.
face-sign-coloradd = Signo ColorADD { $code }: { $sign }
face-sign-mattel = Símbolos Mattel para daltónicos: { $sign } para { $color }
face-sign-letters = Signos de letras: { $sign } para { $color }
face-letter = letra { $letter }
system-coloradd = ColorADD
system-mattel = de los símbolos Mattel para daltónicos
system-letters = de letras
shape-circle = círculo
shape-square = cuadrado
shape-triangle = triángulo
shape-star = estrella
vision-protanopia = protanopía
vision-deuteranopia = deuteranopía
vision-tritanopia = tritanopía
vision-achromatopsia = acromatopsia

## Signos ColorADD en palabras

colorsign-bar = barra
colorsign-red-triangle = triángulo rojo
colorsign-blue-triangle = triángulo azul
colorsign-small-square = cuadrado pequeño
colorsign-mixture = { $sign } ({ $mixture })
colorsign-in-frame = { $sign } en un marco blanco
colorsign-white-frame = marco blanco
colorsign-cut-out = { $sign } recortado en un cuadrado negro
colorsign-black-square = cuadrado negro
colorsign-crescent = { $sign } con una media luna a la izquierda
colorsign-light = { $color } claro
colorsign-dark = { $color } oscuro
colorsign-grey = gris
colorsign-gold = dorado
colorsign-silver = plateado

## unokit cards: el index.html de la carpeta

cards-index-title = Cartas de unokit: { $preset }
cards-index-title-vision = Cartas de unokit: { $preset }, como las ve quien tiene { $vision }
cards-index-intro = { $count } cartas distintas de la baraja { $preset } (tamaño { $size }), el reverso y las cartas de referencia ColorADD. ColorADD® es un código de colores de Miguel Neiva (coloradd.net), usado según los términos de su licencia; unokit dibuja sus signos a partir de su geometría.

## Hojas para imprimir (unokit sheet). El pie es una línea.

sheet-pdf-title = Hoja de cartas de unokit: { $title }
sheet-footer = { $title } · página { $page } de { $pages } · { $what } · imprimir al 100%: regla = 50 mm
sheet-footer-faces = caras { $number }/{ $total }
sheet-footer-backs-long = reversos { $number }/{ $total } (girar por el borde largo)
sheet-footer-backs-short = reversos { $number }/{ $total } (girar por el borde corto)
sheet-dots-footer = { $title } puntos braille { $part }/{ $parts } · va con la página { $page } de { $pages } de la hoja de cartas · imprimir al 100%: regla = 50 mm
sheet-braille-label-alt = { $card }: etiqueta braille
braille-key-dots-title = Clave braille: { $lines }
braille-key-title = Clave braille en braille
braille-key-title-part = Clave braille en braille ({ $part } de { $parts })
braille-key-description = Braille integral en relieve (tabla { $table } de liblouis), en minúsculas, una línea por fila, leído con la carta girada un cuarto de vuelta en sentido contrario a las agujas del reloj: { $lines }. La primera letra de la etiqueta de una carta es su color, con las letras de la notación; después el signo de número y una cifra en un número, s para Salta, r para Reversa, { $draw } para Roba dos; w es un Comodín.

## Razones: por qué se puede o no hacer una jugada o echar una carta (Game.explain). Una frase sin punto
## final, lo esencial primero. $name, $current, $target, $offender: nombres de jugadores; $card, $first,
## $top: nombres de cartas ($card_gender, $top_gender: su género); $color: un color como nombre
## ("rojo"); $color_feminine: el color concordando con "carta" ("roja"); $rules: el nombre de las reglas
## (notación); $codes y 'swap { $target }': notación de jugadas, que no cambia con el idioma.
## Reglas de la casa como en rule-*: Entrar al corte, Siete-Cero, Girar con el cero, Acumular cruzado,
## Juego obligado, Robar hasta que sirva, Sin farol. Declare UNO = "cantar UNO"; catch = "pillar".

reason-and = { $first }; { $then }
reason-no-seat = no hay asiento { $seat } en esta mesa; los asientos van del 0 al { $last }
reason-round-over = la ronda ha terminado; ya no se puede jugar
reason-player-out = { $name } ya ha salido de la ronda y no juega más
reason-not-your-turn = es el turno de { $current }, no de { $name }
reason-choose-first = { $name } tiene que elegir primero el color del Comodín inicial: { $colors }
    .colors-list = or
reason-no-wild-starter = no hay ningún Comodín inicial esperando color
reason-answer-first = { $name } tiene que responder primero al Comodín Roba cuatro: desafiar o aceptar
reason-not-a-color = { $color } no es un color del juego { $rules }; los colores son: { $colors }
reason-not-held = { $name } no tiene { $card }
reason-holds-only = { $name } solo tiene { $have } { $card }, no { $count }
reason-one-card-only = solo se puede echar una carta cada vez en el juego { $rules }
reason-not-card-nor-move = { $text } no es una carta ni una jugada: { $error }
reason-not-a-move = { $error }
reason-you-name-color = después eliges el color
reason-you-choose-swap = Siete-Cero: después eliges con quién cambiar la mano
reason-names-starter-color = { $name } elige { $color } como color del Comodín inicial
reason-drawn-playable = la carta robada, { $card }, se puede echar: { $reason }
reason-names-color = elige { $color }
reason-declares-uno = canta UNO

## Razones: coincidir con la carta de arriba

reason-no-color-yet = todavía sin color
reason-color-or-neighbours = { $color } (o sus vecinos, { $left } y { $right })
reason-not-named-color = { $card } no es del color elegido, { $colors }
reason-matches-neither = { $card } no coincide ni con { $colors } ni con { $rank }
reason-wild-on-any = un Comodín se puede echar sobre cualquier carta
reason-matches-color = { $card } tiene el mismo color: { $color }
reason-matches-number = { $card } tiene el mismo número: { $rank }
reason-matches-symbol = { $card } tiene el mismo símbolo: { $rank }
reason-neighbouring-color = { $card } es de un color vecino del { $color }

## Razones: el Comodín Roba cuatro y el desafío

reason-w4-any-time = un Comodín Roba cuatro se puede echar en cualquier momento en el juego { $rules }
reason-w4-bluff = válido, pero es un farol: { $name } tiene una carta { $color_feminine } ({ $card }), así que el Comodín Roba cuatro no está permitido y se puede desafiar
reason-w4-allowed = permitido: { $name } no tiene ninguna carta { $color_feminine }
reason-no-challenge = no se puede desafiar un Comodín Roba cuatro en el juego { $rules }
reason-nothing-to-challenge = no hay ningún Comodín Roba cuatro que desafiar o aceptar
reason-may-challenge = { $name } puede desafiar el Comodín Roba cuatro: si { $offender } tenía una carta { $color_feminine }, roba 4; si no, { $name } roba { $count }
reason-may-accept = { $name } puede aceptar el Comodín Roba cuatro: roba 4 cartas y pierde el turno
reason-no-bluffing = sin farol: { $name } tiene una carta { $color_feminine } ({ $card })

## Razones: robar y pasar

reason-already-drawn = { $name } ya ha robado en este turno: echa la carta robada, { $card }, o pasa
reason-only-drawn-card = ahora solo se puede echar la carta robada, { $card }
reason-pass-not-drawn = { $name } no ha robado en este turno; pasar solo sirve para quedarse la carta recién robada
reason-draw-nothing-left = { $name } puede robar, pero no queda nada que robar, así que robar acaba el turno
reason-draw-may-play = { $name } puede robar una carta en vez de jugar; si la carta robada sirve, puede echarla o quedársela
reason-draw-ends-turn = { $name } puede robar una carta en vez de jugar; robar acaba el turno
reason-may-keep = { $name } puede quedarse la carta robada, { $card }, y acabar el turno
reason-draw-to-match = { $name } puede robar en vez de jugar: robar hasta que sirva coge cartas hasta que una sirve, y esa se puede echar o guardar
reason-force-play = juego obligado: la carta robada, { $card }, sirve, así que { $name } tiene que echarla

## Razones: acumular castigos, varias cartas a la vez

reason-pending-draw-two = hay un Roba dos pendiente: solo otro Roba dos o robar
reason-pending-wild-draw-four = hay un Comodín Roba cuatro pendiente: solo otro Comodín Roba cuatro o robar
reason-pending-cross-draw-two = hay un Roba dos pendiente: solo otro Roba dos, un Comodín Roba cuatro (acumular cruzado) o robar
reason-pending-cross-wild-draw-four = hay un Comodín Roba cuatro pendiente: solo otro Comodín Roba cuatro o robar (acumular cruzado nunca pone un Roba dos sobre un Comodín Roba cuatro)
reason-adds-to-penalty = { $name } añade { $cards } al castigo pendiente de { cards-count }
reason-stack-cross = acumular cruzado: desde ahora solo se pueden añadir Comodines Roba cuatro
reason-takes-penalty = { $name } roba todo el castigo, { cards-count }, y pierde el turno
reason-not-one-kind = { $first } y { $card } no son el mismo número, acción o Comodín: varias cartas a la vez tienen que ser todas de un tipo
reason-others-same-card = las otras cartas son iguales
reason-others-same-kind = las otras cartas son del mismo tipo

## Razones: entrar al corte

reason-jump-in-drawn = es el turno de { $current }, que ya ha robado: no se puede entrar al corte hasta el turno siguiente
reason-jump-in-choose = { $current } tiene que elegir el color del Comodín inicial: ahora no se puede entrar al corte
reason-jump-in-challenge = { $current } tiene que responder primero al Comodín Roba cuatro: ahora no se puede entrar al corte
reason-jump-in-pending = hay un castigo pendiente para { $current }: ahora no se puede entrar al corte
reason-jump-in-one-card = entrar al corte: fuera de turno solo se puede echar una carta
reason-jump-in-wild = entrar al corte: { $card_gender ->
    [feminine] una
   *[masculine] un
} { $card } nunca entra al corte; es el turno de { $current }, no de { $name }
reason-jump-in-not-identical = entrar al corte: { $card } no es igual a la carta de arriba, { $top }; es el turno de { $current }, no de { $name }
reason-jump-in-own-card = entrar al corte: { $name } echó la carta de arriba, { $top }, y no puede entrar al corte sobre ella
reason-jump-in = entrar al corte: { $card } es igual a la carta de arriba; { $current } pierde el turno

## Razones: Siete-Cero y Girar con el cero

reason-swap-off = el juego { $rules } no tiene el cambio del Siete-Cero (seven_swap desactivado): echa { $codes } sin 'swap { $target }'
reason-swap-last-card = Siete-Cero: { $card } es la última carta de { $name }, una jugada normal; escríbela sin 'swap { $target }'
reason-swap-name-seat = Siete-Cero: un 7 que no es la última carta cambia la mano; di el asiento con el que cambiar, por ejemplo 'play { $codes } swap { $target }'
reason-swap-no-seat = Siete-Cero: no hay asiento { $seat } en esta mesa; los asientos van del 0 al { $last }
reason-swap-self = Siete-Cero: { $name } no puede cambiar la mano consigo mismo; elige otro asiento
reason-swap-out = Siete-Cero: { $name } ya ha salido de la ronda; cambia con un asiento que siga jugando
reason-swap-no-uno = Siete-Cero: un 7 que cambia la mano nunca canta UNO
reason-swap-with = Siete-Cero: cambia la mano con { $name } ({ cards-count })
reason-zero-rotate-no-uno = girar con el cero: un 0 que no es la última carta pasa todas las manos, así que nunca canta UNO
reason-zero-rotate-clockwise = girar con el cero: todas las manos pasan al jugador siguiente, en el sentido de las agujas del reloj
reason-zero-rotate-counter-clockwise = girar con el cero: todas las manos pasan al jugador siguiente, en sentido contrario a las agujas del reloj

## Razones: UNO

reason-no-uno = el juego { $rules } no tiene UNO: nadie lo canta y a nadie se le puede pillar
reason-uno-at-one-card = { $name } tiene { cards-count }; UNO se canta con una carta
reason-uno-nothing-to-declare = { $name } no tiene nada que cantar: el UNO se cantó a tiempo o ya pasó el momento de pillarlo
reason-catch-self = { $name } no puede pillarse a sí mismo; canta con 'uno'
reason-catch-not-one = { $target } tiene { cards-count }, no una, así que no hay nada que pillar
reason-catch-too-late = no se puede pillar a { $target }: el UNO se cantó o ya pasó el momento de pillarlo
reason-uno-leaves = UNO solo se canta con una jugada que deja exactamente una carta; esta jugada deja { cards-count }
reason-may-declare-uno = { $name } tiene una carta y todavía puede cantar UNO antes de que lo pillen
reason-may-catch = { $target } tiene una carta y no cantó UNO: { $name } puede pillarlo ({ $target } roba { $count })

## El campo de órdenes (unokit/commands.py): sus mensajes. $typed, $token: lo escrito, entre comillas;
## $card, $cards: nombres de cartas; $example, $write: lo que escribir; $gender: el género de la carta.

command-help = escribe una jugada, como r5, rojo 5, comodín azul, roba, paso, uno, pillo 2, desafío o acepto, o una pregunta, como mano, arriba, cuentas, turno, últimas, jugadas, puntos o ayuda
command-nothing-typed = no has escrito nada: { command-help }
command-other-seat = { $typed } es una jugada del asiento { $other }; tú eres el asiento { $seat }
command-nothing-after-seat = nada después del asiento en { $typed }: { command-help }
command-takes-nothing = { $typed }: { $verb } no lleva nada detrás; escribe solo { $write }
command-choose-one-colour = { $typed }: escribe elijo y un color, por ejemplo 'elijo azul'
command-play-what-drawn = { $typed }: ¿echar qué? Di una carta, por ejemplo 'echo r5' o 'rojo 5'
command-drawn-wild-colour = di un color para { $gender ->
    [feminine] la { $card } robada
   *[masculine] el { $card } robado
}, por ejemplo 'comodín azul'
command-nobody-to-catch = ahora no se puede pillar a nadie: pillar es para un jugador con una sola carta que no cantó UNO
command-swap-whom = { $typed }: ¿cambiar la mano con quién? Di un número de asiento (0 a { $last }) o un nombre: { $names }
command-catch-whom = { $typed }: ¿pillar a quién? Di un número de asiento (0 a { $last }) o un nombre: { $names }
command-swap-off = { $typed }: las manos solo se cambian con la regla de la casa Siete-Cero, que está desactivada
command-swap-no-seven = { $typed }: ningún 7 tuyo puede cambiar la mano con el asiento { $target } ahora; el Siete-Cero cambia con un 7 que sirva y no sea tu última carta, por ejemplo 'rojo 7 cambio 2'
command-swap-which = { $typed } puede ser con { $cards }: di cuál, por ejemplo '{ $example } cambio { $target }'
command-wild-colour-last = { $typed }: el color de un Comodín va después de la última carta, por ejemplo 'comodín azul'
command-not-a-card = { $token } no es una carta, un color ni una orden; { command-help }
command-play-what = { $typed }: ¿echar qué? Di una carta, por ejemplo 'r5' o 'rojo 5'
command-hold-no-card = no tienes { $gender ->
    [feminine] ninguna
   *[masculine] ningún
} { $card }
command-wild-colour = di un color para { $gender ->
    [feminine] la
   *[masculine] el
} { $card }, por ejemplo { $example }
command-invalid-move = { $typed }: { $error }
command-hold-no-colour = no tienes ninguna carta { $color }
command-hold-no-rank = no tienes { $gender ->
    [feminine] ninguna
   *[masculine] ningún
} { $rank }
command-which-card = { $typed } puede ser { $cards }: di cuál, por ejemplo '{ $example }'

## Las palabras del campo de órdenes: cada mensaje lista, separadas por comas, las palabras que valen
## por la palabra inglesa del mismo mensaje en en.ftl (tildes opcionales). Nunca una cifra sola (las
## cifras son notación: "1: draw", "pillo 2"). "uno" es la orden UNO, no el número: el 1 se escribe
## en cifra o "un"/"una". El campo lee también la notación y el inglés.

command-words-draw = roba, robar, robo
command-words-pass = paso, pasar, pasa, me quedo, me la quedo
command-words-challenge = desafío, desafiar, desafía
command-words-accept = acepto, aceptar, acepta
command-words-uno = uno, canto uno, cantar uno
command-words-choose = elijo, elegir, elige
command-words-catch = pillo, pillar, pilla
command-words-swap = cambio, cambiar, cambia
command-words-play = echo, echar, echa, juego, jugar
command-words-red = rojo, roja
command-words-yellow = amarillo, amarilla
command-words-green = verde
command-words-blue = azul
command-words-orange = naranja
command-words-teal = verde azulado, verde azulada
command-words-purple = morado, morada
command-words-magenta = magenta
command-words-zero = cero
command-words-one = un, una
command-words-two = dos
command-words-three = tres
command-words-four = cuatro
command-words-five = cinco
command-words-six = seis
command-words-seven = siete
command-words-eight = ocho
command-words-nine = nueve
command-words-skip = salta
command-words-reverse = reversa
command-words-draw-two = roba dos, roba 2, más dos
command-words-wild = comodín
command-words-wild-draw-four = comodín roba cuatro, comodín roba 4, roba cuatro, roba 4
command-words-hand = mano, mi mano, cartas, mis cartas
command-words-top = arriba, carta de arriba
command-words-counts = cuentas, recuento
command-words-turn = turno, de quién es el turno, quién
command-words-last = últimas, últimas jugadas
command-words-moves = jugadas, jugadas posibles, opciones
command-words-scores = puntos, puntuación
command-words-help = ayuda, teclas

## Las respuestas de las preguntas de una tecla (unokit/announce.py: h t c w m s ?). Frases cortas, lo
## esencial primero; "tú" es quien escucha. Las letras de las teclas (h t c w l m s) no cambian.

answer-sentence = { $text }.
answer-ordinal = { $place }.º
answer-places = Puestos: { $places }
answer-place = { $place } { $name }
answer-wins = { $name } gana la ronda
answer-wins-blocked = { $name } gana la ronda, que quedó bloqueada
answer-scored = { $result }; { $scores } puntos
answer-scores-item = { $name } suma { $points }
answer-hand-won = 0 cartas: has ganado la ronda.
answer-hand-out = 0 cartas: has salido, en el puesto { $place }.
answer-hand-empty = 0 cartas.
answer-hand-count = { cards-count }.
answer-group = { $title }, { cards-count }
answer-group-number-first = { $color }: { cards-count }
answer-group-items = { $label }: { $items }.
answer-wild-word = comodines
answer-wild-title = Comodines
answer-item-wild = Comodín
answer-item-draw-four = Comodín Roba cuatro
answer-just-drawn = Recién robada: { $card }, que puedes echar o quedarte.
answer-playable = Sirven: { $cards }.
answer-none-playable = Ninguna sirve: roba.
answer-another = { $gender ->
    [feminine] otra
   *[masculine] otro
} { $rank }
answer-a = { $gender ->
    [feminine] una
   *[masculine] un
} { $rank }
answer-top = Carta de arriba { $card }, color { $color }.
answer-top-no-colour = Carta de arriba { $card }, todavía sin color elegido.
answer-you-name-it = Tienes que elegir el color.
answer-they-name-it = { $name } tiene que elegir el color.
answer-you-may-challenge = Comodín Roba cuatro: puedes desafiarlo, o aceptar y robar 4.
answer-they-may-challenge = Comodín Roba cuatro: { $name } puede desafiarlo, o aceptar y robar 4.
answer-penalty-you = Castigo: { cards-count } para ti.
answer-penalty = Castigo: { cards-count } para { $name }.
answer-penalty-you-unless = Castigo: { cards-count } para ti, salvo que añadas { $added }.
answer-penalty-unless = Castigo: { cards-count } para { $name }, salvo que añada { $added }.
answer-no-penalty = Sin castigo.
answer-piles = Mazo { $draw ->
    [one] { $draw } carta
   *[other] { $draw } cartas
}, pila de descartes { $discard ->
    [one] { $discard } carta
   *[other] { $discard } cartas
}.
answer-label-you = { $name } (tú)
answer-label-to-act = { $name } (le toca)
answer-label-you-to-act = { $name } (tú, te toca)
answer-count = { $label } { $count }
answer-count-uno = { $label } { $count } UNO
answer-count-no-uno = { $label } { $count } sin UNO
answer-count-no-uno-full = { $label } { $count } sin UNO, se le puede pillar
answer-count-won = { $label } 0, ha ganado la ronda
answer-count-out = { $label } fuera, puesto { $place }
answer-type-catch = Escribe pillo { $seat } para pillar a { $name }.
answer-round-over = Ronda terminada. { $outcome }
answer-turn-sentences = { $turn }. { $way }, { $next }.
answer-turn-you = Tu turno
answer-turn-other = Turno de { $name }
answer-turn-choose-you = Tu turno: tienes que elegir el color del Comodín inicial
answer-turn-choose-other = Turno de { $name }: tiene que elegir el color del Comodín inicial
answer-turn-challenge-you = Tu turno: tienes que desafiar o aceptar el Comodín Roba cuatro
answer-turn-challenge-other = Turno de { $name }: tiene que desafiar o aceptar el Comodín Roba cuatro
answer-turn-penalty-you = Tu turno, con un castigo de { cards-count }
answer-turn-penalty-other = Turno de { $name }, con un castigo de { cards-count }
answer-turn-drawn-you = Tu turno: tienes que echar la carta robada, { $card }, o pasar
answer-turn-drawn-other = Turno de { $name }: tiene que echar la carta recién robada o pasar
answer-clockwise = En el sentido de las agujas del reloj
answer-counter-clockwise = En sentido contrario a las agujas del reloj
answer-clockwise-full = En el sentido de las agujas del reloj (los números de asiento suben)
answer-counter-clockwise-full = En sentido contrario a las agujas del reloj (los números de asiento bajan)
answer-you-next = tú después
answer-next = { $name } después
answer-no-moves-over = Sin jugadas: la ronda ha terminado.
answer-no-moves-out = Sin jugadas: has salido de la ronda.
answer-no-moves-turn = Sin jugadas: es el turno de { $name }.
answer-label-name-colour = { $label }, elegir un color
answer-label-naming = { $label }, eligiendo { $color }
answer-label-say-uno = { $label }, cantar UNO
answer-label-with-uno = { $label } con UNO
answer-move-pass = pasar
answer-move-draw = robar
answer-move-choose = elegir un color
answer-move-uno = cantar UNO
answer-move-challenge = desafiar
answer-move-accept = aceptar
answer-move-catch = pillar a { $name }
answer-reason-choose = elegir el color del Comodín inicial: { $colors }
answer-move-entry = { $label }: { $reason }.
answer-moves-count = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
answer-moves-full = { answer-moves-count }. { $entries }
answer-moves-brief = { answer-moves-count }: { $entries }.
answer-no-places-yet = Todavía sin puestos: black-uno cuenta puestos, no puntos.
answer-places-to-decide = La ronda sigue hasta que se decidan { $count } puestos.
answer-scores = Puntos: { $scores }.
answer-score-item = { $name } { $score }
answer-scoring-lowest = En cada ronda, cada uno suma los puntos que tiene en la mano; cuando un total llega a { $target }, gana el total más bajo.
answer-scoring-winner = Gana la partida el primero que llegue a { $target } puntos.
answer-keys = Teclas: { $keys }.
answer-key-item = { $key } { $what }
answer-key-h = tu mano, agrupada por color, con cuentas
answer-key-t = la carta de arriba, el color en juego y cualquier castigo pendiente
answer-key-c = las cartas de cada asiento, en orden, con UNO
answer-key-w = de quién es el turno y el sentido del juego
answer-key-l = las últimas jugadas, desde tu último turno
answer-key-m = tus jugadas posibles, con las razones
answer-key-s = los puntos
answer-key-help = esta lista de teclas
answer-keys-command-field = En el campo de órdenes escribe una jugada, como r5, rojo 5, comodín azul, roba, paso, uno, pillo 2, desafío o acepto, o una pregunta: mano, arriba, cuentas, turno, últimas, jugadas, puntos, ayuda.

## Narración: lo que ha pasado, un mensaje por frase (Game.narration y setup_narration). $name, $target,
## $offender, $loser: nombres de jugadores; $cards: las cartas echadas (lista); $card: el nombre de una
## carta; $color: un color solo (masculino: "rojo"); $color_feminine: el color de una carta ("roja");
## $rank: una carta de acción ($rank_gender: su género); $count, $due: números de cartas; $place; $points.

narr-plays = { $name } echa { $cards }.
narr-plays-uno = { $name } echa { $cards } y canta UNO.
narr-plays-names = { $name } echa { $cards } y elige { $color }.
narr-plays-names-uno = { $name } echa { $cards }, elige { $color } y canta UNO.
narr-names = { $name } elige { $color }.
narr-plays-first = { $name } juega primero.
narr-set-position = La partida empieza en una posición dada, con { $card } arriba; juega { $name }.
narr-loses-turn = { $name } pierde el turno.
narr-loses-turns = { $name } pierde { $count } turnos.
narr-reverse-skips = Con dos jugadores, la Reversa hace de Salta: { $name } vuelve a jugar.
narr-reverses-skip-again = Con dos jugadores, las Reversas hacen de Salta: { $name } vuelve a jugar.
narr-reverses-skip-next = Con dos jugadores, las Reversas hacen de Salta: { $name } juega después.
narr-direction-clockwise = El juego sigue ahora en el sentido de las agujas del reloj.
narr-direction-counter = El juego sigue ahora en sentido contrario a las agujas del reloj.
narr-penalty-turn = { $name } roba { $count ->
    [one] 1 carta
   *[other] { $count } cartas
} y pierde el turno.
narr-penalty = { $name } roba { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}.
narr-penalty-short-turn = { $name } roba { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, todo lo que queda de { $due }, y pierde el turno.
narr-penalty-short = { $name } roba { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, todo lo que queda de { $due }.
narr-penalty-none-turn = { $name } debería robar { $due ->
    [one] 1 carta
   *[other] { $due } cartas
}, pero no queda nada que robar, y pierde el turno.
narr-penalty-none = { $name } debería robar { $due ->
    [one] 1 carta
   *[other] { $due } cartas
}, pero no queda nada que robar.
narr-must-add = { $name } tiene que añadir { $rank_gender ->
    [feminine] una
   *[masculine] un
} { $rank } o robar { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}.
narr-reshuffle = La pila de descartes, menos la carta de arriba, se baraja y forma un mazo nuevo.
narr-draws-nothing = { $name } roba, pero no queda nada que robar; el turno acaba.
narr-draws-playable = { $name } roba una carta que puede echar.
narr-draws-kept = { $name } roba una carta; el turno acaba.
narr-keeps = { $name } se queda la carta robada.
narr-draws-to-match = { $name } roba hasta tener una carta que puede echar: { $count } cartas.
narr-draws-to-match-none = { $name } roba { $count } cartas; ninguna sirve y no queda nada que robar; el turno acaba.
narr-declares-uno = { $name } canta UNO.
narr-catches = { $name } pilla a { $target } sin UNO.
narr-may-challenge = { $name } puede desafiarlo o aceptar y robar 4.
narr-accepts = { $name } acepta el Comodín Roba cuatro.
narr-challenge-succeeds = { $name } desafía el Comodín Roba cuatro. { $offender } tenía una carta { $color_feminine }, así que el desafío gana.
narr-challenge-fails = { $name } desafía el Comodín Roba cuatro. { $offender } no tenía ninguna carta { $color_feminine }, así que el desafío pierde.
narr-plays-on = { $name } juega ahora sobre { $color }.
narr-jumps-in = { $name } entra al corte; { $loser } pierde el turno.
narr-swaps = { $name } cambia la mano con { $target }: { $name } se queda con { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, { $target } con { $target_count ->
    [one] 1 carta
   *[other] { $target_count } cartas
}.
narr-hands-pass-clockwise = Cada mano pasa al jugador siguiente, en el sentido de las agujas del reloj.
narr-hands-pass-counter = Cada mano pasa al jugador siguiente, en sentido contrario a las agujas del reloj.
narr-out-wins = { $name } se queda sin cartas y gana la ronda.
narr-out-goes = { $name } se queda sin cartas y sale.
narr-out-place = { $name } se queda sin cartas, en { $place }.º puesto.
narr-blocked-wins = Ronda bloqueada: nadie ha echado carta en una vuelta entera y no queda nada que robar. { $name } tiene menos puntos y gana.
narr-blocked-fewest = Ronda bloqueada: nadie ha echado carta en una vuelta entera y no queda nada que robar. { $name } tiene menos puntos de los que quedan.
narr-places-decided = Los puestos están decididos; la ronda ha terminado.
narr-scores = { $name } suma { $points } puntos.

## Narración del reparto (setup_narration). $drew: cada jugador y la carta que sacó para ver quién reparte
## (lista de narr-dealer-drew); $names: los jugadores empatados (lista).

narr-deals = { $name } reparte { $count } cartas a cada jugador.
narr-dealer-drew = { $name } saca { $card }
narr-dealer-deals = Cada jugador saca una carta para ver quién reparte: { $drew }; { $name } tiene el número más alto y reparte.
narr-dealer-tie = Cada jugador saca una carta para ver quién reparte: { $drew }; { $names } empatan y vuelven a sacar.
narr-starter = La carta inicial es { $card }.
narr-starter-stays = Sale { $card }, que se queda en la pila de descartes sin efecto.
narr-starter-back = Sale { $card } como carta inicial; vuelve a la baraja, que se baraja de nuevo.
narr-starter-reverse-skips = Con dos jugadores, la Reversa hace de Salta: { $name } pierde el turno.
narr-starter-reverse = El juego va en sentido contrario a las agujas del reloj, así que empieza { $name }.
narr-must-name = { $name } tiene que elegir el color.

## La respuesta l (last_summary): las jugadas desde un turno. $moves: las frases de la narración; $since: answer-since-*
answer-last = { answer-moves-count } { $since }: { $moves }
answer-last-none = Ninguna jugada { $since }.
answer-last-began = { $text } Cómo empezó la ronda: { $setup }
answer-since-deal = desde el reparto
answer-since-your-turn = desde tu turno
answer-since-turn-of = desde el último turno de { $name }
answer-move-holds = { $text } { $name } tiene { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}.
answer-moves-lead = { $turn }, sobre { $card }.
answer-moves-lead-color = { $turn }, sobre { $card } ({ $color }).
answer-moves-announced = { $lead } { $moves }

## Lo que solo sabe o puede hacer quien escucha (catch_chance, cards_got). $cards: sus cartas (lista).
## El botón se cita como lo muestra la mesa; la palabra que se escribe es la española.
answer-catch-chance = { $name } no ha cantado UNO: puedes pillar a { $name } (el botón “Pillar a { $name }”, o escribe pillo { $name }).
answer-got-drawn-you = Has robado { $cards }.
answer-got-drawn = { $who } ha robado { $cards }.
answer-got-given-you = Has recibido { $cards }.
answer-got-given = { $who } ha recibido { $cards }.

## La mesa de juego (unokit/widgets: GameTable(..., lang=)). Lo que la mesa dice en la línea de estado y
## muestra como etiquetas. $name, $target, $viewer: nombres de jugadores; $card, $cards: nombres de cartas;
## $count, $due: números de cartas; $cursor, $total: números de jugadas; $seat, $viewer: asientos (notación).
table-your-turn = Tu turno
table-choose-move-of = Eliges la jugada de { $name }
table-turn-playable = { $turn }: { $count ->
    [one] 1 carta jugable
   *[other] { $count } cartas jugables
}.
table-turn-playable-or-draw = { $turn }: { $count ->
    [one] 1 carta jugable
   *[other] { $count } cartas jugables
}, o roba { $due }.
table-turn-challenge = { $turn }: desafía el Comodín Roba cuatro o acéptalo.
table-turn-choose-starter = { $turn }: elige el color del Comodín inicial.
table-you-drew-playable = Has robado { $card }: échala o quédatela.
table-drew-playable = { $name } ha robado { $card }: échala o quédatela.
table-to-act = Turno de { $name }.
table-to-act-jump-in = Turno de { $name }. Puedes entrar al corte: { $label }, o dejar seguir el juego.
table-handover = Turno de { $name }: pasa la pantalla a { $name }.
table-handover-jump-in = { $name } puede entrar al corte: pasa la pantalla a { $name }.
table-round-over = Ronda terminada.
table-round-over-outcome = Ronda terminada. { $outcome }
table-wins-round = { $name } gana la ronda.
table-places = Puestos: { $names }.
table-points = Puntos: { $points }.
table-outcome-winner = { $name } gana la ronda
table-outcome-winner-places = { $name } gana la ronda (puestos: { $places })
table-outcome-decided = La ronda está decidida
table-outcome-decided-places = La ronda está decidida (puestos: { $places })
table-outcome-points = { $outcome }; puntos: { $points }.
table-outcome-end = { $outcome }.
table-challenge-evidence = La mano de { $name }, mostrada solo a ti, tenía { $card }.
table-swap-named = { $name } cambia de mano con { $target }: { $viewer } tiene ahora { $held }, { $theirs }.
table-swap-you = Cambias de mano con { $target }: ahora tienes { $held }, { $theirs }.
table-swap-with-you = { $name } cambia de mano contigo: ahora tienes { $held }, { $theirs }.
table-now-holds = { $name } tiene ahora { $held }.
table-you-now-hold = Ahora tienes { $held }.
table-jump-in-plain = Entrar al corte con { $card }
table-jump-in-uno = Entrar al corte con { $card } y cantar UNO
table-jump-in-swap-plain = Entrar al corte con { $card } y cambiar de mano con { $name }
table-jump-in-swap-uno = Entrar al corte con { $card }, cambiar de mano con { $name } y cantar UNO
table-jump-in-offer-one = { $name } puede entrar al corte con { $card }: pasa la pantalla a { $name }.
table-jump-in-offer-many = { $names } pueden entrar al corte con { $card }: pasa la pantalla a quien lo haga.
table-not-played = No jugada: { $reason }
table-refuse-past = Estás viendo la jugada { $cursor } de { $total }, una posición pasada: ve a la última jugada, o elige “Seguir desde aquí”, para jugar.
table-refuse-bot-seat = El asiento { $seat } es de un bot: no puedes jugar por él.
table-refuse-hidden = Todas las manos están ocultas hasta que la siguiente persona tome la pantalla.
table-refuse-other-seat = Eres el asiento { $viewer }: no puedes jugar por el asiento { $seat }.
table-no-seat-to-act = La ronda ha terminado: no es el turno de nadie.
table-hidden-show-first = Todas las manos están ocultas: pulsa antes “Soy { $name }: mostrar mi mano”.
table-all-bots = Ninguna mano es tuya: todos los asientos de esta mesa son bots.
table-empty-command = Escribe una jugada, como r7 o rojo 7, o ? para las teclas y los comandos.
table-empty-command-round-over = La ronda ha terminado: no hay jugada que escribir. Escribe ? para las teclas y los comandos.
table-no-hint = Sin pista ahora: no es el turno de nadie a quien puedas ayudar.
table-hint = Pista para { $name }: { $move } — { $why }
table-where-deal = el reparto
table-where-move = la jugada { $cursor } de { $total }
table-showing = Mostrando { $where }: { $last }
table-moves-so-far = Jugadas hasta ahora ({ $cursor } de { $total } mostradas)
table-moves-count = { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}
table-legal-heading = Jugadas posibles de { $whose } ({ $moves })
table-legal-past = (en esta posición pasada)
table-legal-none-over = Ninguna: la ronda ha terminado.
table-legal-none = Ninguna jugada posible ahora.
table-whose-every = todos los asientos
table-whose-nobody = nadie (sus manos están ocultas)
table-whose-you = { $name } (tú)
table-command-label = Comando
table-keys-intro = Con el foco dentro de la mesa (y fuera de un campo de texto), una tecla responde a una pregunta en la línea de estado; el foco se queda donde está.
table-browse-mode-note = Con un lector de pantalla en modo exploración, las teclas de letras pueden moverse por la página: pasa al modo foco (NVDA: NVDA+Espacio) o escribe la pregunta como palabra en el campo de comandos (mano, arriba, cuentas, turno, últimas, jugadas, puntos) y pulsa Intro.
table-keys-command-field = En el campo de comandos (la siguiente parada de Tab después de tu mano), escribe:
table-keys-recall = Las flechas arriba y abajo en el campo recuperan comandos anteriores.
table-example-1-text = r5, rojo 5, 5 rojo o echo r5
table-example-1-does = echar el 5 rojo
table-example-2-text = comodín azul, w+4 verde
table-example-2-does = echar un Comodín y decir su color
table-example-3-text = r5 uno
table-example-3-does = echar el 5 rojo y cantar UNO
table-example-4-text = roba, paso
table-example-4-does = robar una carta; quedarse la carta robada
table-example-5-text = uno, pillo 2, pillo Ben
table-example-5-does = cantar UNO tarde; pillar a quien no lo cantó
table-example-6-text = r7 cambio 2, cambio Ben
table-example-6-does = echar un 7 y cambiar de mano con el asiento 2 o con Ben (Siete-Cero)
table-example-7-text = desafío, acepto
table-example-7-does = responder a un Comodín Roba cuatro
table-example-8-text = elijo azul
table-example-8-does = decir el color de un Comodín inicial
table-example-9-text = mano, arriba, cuentas, turno, últimas, jugadas, puntos, ayuda
table-example-9-does = hacer una pregunta (como las teclas h t c w l m s ?)
table-playing-on = Se sigue jugando desde la jugada { $cursor }; jugadas quitadas: { $dropped }.
table-loaded-teaching = Registro cargado, con { $count }; avanza para seguirlo.
table-loaded-play = Registro cargado, con { $count }; sigue jugando desde la última jugada.
table-loaded-play-start = Registro cargado, con { $count }; sigue jugando desde el principio.
table-button-hint = Pista
table-button-draw = Robar una carta
table-button-draw-penalty = Robar { $count } cartas (aceptar el castigo)
table-button-keep = Quedarse la carta (pasar)
table-button-keep-drawn = Quedarse la carta robada (pasar)
table-button-challenge = Desafiar el Comodín Roba cuatro
table-button-accept = Aceptar: robar 4
table-button-uno = Cantar UNO
table-button-next-round = Siguiente ronda
table-button-let-play = Dejar seguir el juego
table-button-let-play-tooltip = Dejar seguir el juego: no entrar al corte
table-button-step = Avanzar
table-button-step-tooltip = El bot del turno hace su jugada
table-any-legal-move = Cualquier jugada posible
table-button-make-move = Hacer esta jugada
table-button-catch-short = Pillar
table-button-catch = Pillar a { $name }: no cantó UNO
table-jump-in-offer-label = { $name }: entrar al corte con { $card } (tomar la pantalla)
table-choose-starter-colour = Elegir { $color } para el Comodín inicial
table-starter-label = Elige el color del Comodín inicial
table-starter-help = Las flechas mueven entre los colores; Intro elige.
table-hand-label = Mano de { $name }: { $cards }
table-card-face-down = Carta boca abajo
table-card-face-down-why = Esta carta está boca abajo: solo quien la tiene puede verla.
table-badge-playable = ✓ jugable
table-badge-legal = ✓ permitida
table-badge-face-down = boca abajo
# another player's hidden hand, drawn as a fan of card backs: its accessible name (static/hand.js)
table-hand-face-down-fan = { $count ->
    [one] { $count } carta boca abajo
   *[other] { $count } cartas boca abajo
}
table-badge-not-now = ✕ ahora no
table-hand-no-game = No hay partida que jugar.
table-hand-stale = Esa elección se hizo sobre una vista antigua de la mano, que ha cambiado; no se ha jugado nada. Mira de nuevo y elige.
table-hand-cancelled-seat = Elección de asiento cancelada; no se ha jugado nada.
table-hand-cancelled-colour = Elección de color cancelada; no se ha jugado nada.
table-hand-card-gone = Esa carta ya no está en esta mano; no se ha jugado nada.
table-hand-not-from-here = { $card } no se puede echar desde aquí ahora.
table-hand-cannot-play = { $card } no se puede echar: { $reason }
table-heading = Mesa: { $rules }, ronda { $round }, { $players } jugadores
table-mark-to-act = le toca
table-mark-dealer = reparte
table-mark-out = fuera
table-role-you = tú
table-role-person = persona
table-role-bot = bot { $bot }
table-uno-missed = no cantó UNO: se le puede pillar
table-uno-one-left = UNO: queda 1 carta
table-nobody-to-act = No es el turno de nadie.
table-turn-you-seat = Tu turno (asiento { $seat }).
table-turn-of = Turno de { $name }.
table-turn-of-seat = Turno de { $name } (asiento { $seat }).
table-you-just-drew = Acabas de robar { $card } y puedes echarla o quedártela.
table-just-drew = { $name } acaba de robar { $card } y puede echarla o quedársela.
table-no-penalty = Ningún castigo pendiente.
table-penalty-waiting = Castigo pendiente: { $due } cartas
table-penalty-for = {" "}para { $name }
table-penalty-challenge = , que puede desafiar el { $rank } o aceptar y robar { $due }.
table-penalty-unless = , salvo que añada { $words }.
table-colour-none = ninguno todavía
table-colour-none-why = (el Comodín inicial espera un color)
table-clockwise = en el sentido de las agujas del reloj (los números de asiento suben)
table-counter-clockwise = en sentido contrario a las agujas del reloj (los números de asiento bajan)
table-discard-pile = Montón de descarte:
table-active-colour = Color en juego:
table-direction = Sentido:
table-draw-pile = Mazo para robar:
table-scores-caption = Puntos (totales de la partida)
table-scores-player = Jugador
table-scores-points = Puntos
table-scores-place = Puesto
table-place = { $place }.º
table-mode-teaching = Modo enseñanza: todas las manos están boca arriba.
table-mode-waiting = Modo juego: esperando a que { $name } tome la pantalla.
table-mode-bots = Modo juego: solo bots, todas las manos boca abajo.
table-mode-you-are = Modo juego: eres { $name }.
table-mode-view-of = Modo juego: vista de { $name }.
table-handover-why-turn = Es el turno de { $name }
table-handover-why-jump-in = { $name } puede entrar al corte con { $card }
table-handover-text = { $why }: pasa la pantalla a { $name }. Todas las manos están ocultas hasta entonces.
table-show-my-hand = Mostrar mi mano
table-i-am = Soy { $name }: mostrar mi mano
table-past-position = Esta es una posición pasada de la ronda: ve a la última jugada para jugar.
table-key-help-keys = ? o F1
table-command-send = Enviar
table-command-keys-button = Teclas (? o F1)
table-command-help = Una jugada (r5, rojo 5, comodín azul, roba, paso, uno, pillo 2, desafío) o una pregunta (mano, arriba, cuentas). Flecha arriba: comandos anteriores.
table-command-title = Teclas
table-command-close = Cerrar
table-command-intro = Con el foco dentro de la mesa (y fuera de un campo de texto), una tecla responde en la línea de estado; el foco se queda donde está.
table-command-field-heading = El campo de comandos
table-command-field-intro = La siguiente parada de Tab después de tu mano. Escribe una jugada o una pregunta y pulsa Intro:
table-step-past = Ve a la última jugada para dejar seguir a los bots.
table-step-over = La ronda ha terminado.
table-step-person = Es el turno de { $name }: elige una carta, o roba.
table-hand-no-cards = Sin cartas.
table-hand-help-play = Las flechas mueven entre las cartas; Intro o Espacio echa la carta con el foco.
table-hand-help-no-play = Las flechas mueven entre las cartas; ahora no puedes jugar desde esta mano.
table-hand-table-keys = {" "}La tecla h lee tu mano; ? lista todas las teclas.
table-hand-say-uno = {" "}Cantar “UNO” con esta jugada
table-hand-chooser-help-players = Las flechas mueven entre los jugadores; Intro elige; Escape cancela.
table-hand-chooser-help-colours = Las flechas mueven entre los colores; Intro elige; Escape cancela.
table-hand-cancel = Cancelar
table-hand-choose-swap = Elige con quién cambiar de mano para { "{card}" }
table-hand-choose-colour = Elige el color para { "{card}" }
# los ajustes de voz y sonidos (voice.py; static/voice.js); { "{rate}" } y { "{name}" } los pone la
# página: la velocidad de la voz y el nombre de una voz. $events: las palabras de los sonidos
table-voice-legend = Voz y sonidos
table-voice-speech = Leer los anuncios en voz alta (la síntesis de voz del navegador)
table-voice-rate = Velocidad de la voz
table-voice-rate-text = { "{rate}" } veces la normal
table-voice-own = Voz de tus jugadas y respuestas
table-voice-others = Voz de las jugadas de los demás jugadores
table-voice-sounds = Sonidos en los sucesos: { $events }
table-voice-default = Voz predeterminada del navegador
table-voice-missing = { "{name}" } (no está en este navegador)
table-voice-no-speech = Este navegador no tiene síntesis de voz: los anuncios se muestran, no se leen.
table-earcon-turn = tu turno
table-earcon-play = una carta echada
table-earcon-draw = una carta robada
table-earcon-penalty = una penalización (cartas que robar, una pillada, un desafío)
table-earcon-uno = UNO cantado
table-earcon-wild = un Comodín
table-earcon-end = el final de la ronda
# las opciones de visión del color y de sistema de signos
table-vision-normal = Visión del color típica
table-vision-protanopia = Protanopía (sin conos rojos)
table-vision-deuteranopia = Deuteranopía (sin conos verdes)
table-vision-tritanopia = Tritanopía (sin conos azules)
table-vision-achromatopsia = Acromatopsia (sin color)
# $needs: las bibliotecas que faltan (nombres, lista)
table-vision-note = Las vistas previas de la visión del color no se muestran aquí: necesitan { $needs }, que esta edición no tiene. En un ordenador con unokit instalado, ejecuta unokit dashboard, o unokit cards --vision deuteranopia para las caras de las cartas.
table-signs-coloradd = ColorADD (todos los colores)
table-signs-mattel = Símbolos de Mattel (rojo, amarillo, verde, azul)
table-signs-letters = Letras (R, Y, G, B, O, T, P, M)
table-signs-none = Sin signos
table-signs-uncovered-mattel = Los símbolos de Mattel no tienen signo para todos los colores de este juego: las cartas muestran los signos ColorADD.
table-signs-uncovered-letters = Las letras no tienen signo para todos los colores de este juego: las cartas muestran los signos ColorADD.
# la leyenda de los signos (legend.py); $vision: vision-*
table-legend-preview = Previsualizar como
table-legend-caption = Signos de los colores ColorADD
table-legend-caption-mattel = Símbolos de Mattel para daltónicos: los signos de los colores en estas cartas
table-legend-caption-letters = Letras: los signos de los colores en estas cartas
table-legend-caption-vision = { $caption } — muestras como las ve quien tiene { $vision }
table-legend-colour = Color
table-legend-sign = Signo
table-legend-name = Nombre
table-legend-sign-is = El signo es
# $sign: el signo en palabras, y por qué se eligió el código
table-legend-note-teal = { $sign }. ColorADD no tiene verde azulado; unokit usa el código más cercano, azul claro
table-legend-note-magenta = { $sign }. ColorADD no tiene magenta; unokit usa el código más cercano, morado claro
table-legend-credit = ColorADD® es un sistema de identificación de colores de Miguel Neiva (con licencia); unokit dibuja los signos a partir de su geometría publicada.
table-legend-credit-mattel = según los símbolos de las cartas UNO de Mattel adaptadas al daltonismo.
table-legend-no-signs = Sin signos de color: las cartas solo muestran sus colores. Elige ColorADD, símbolos de Mattel o letras en Signos de los colores para añadirlos.
# los tipos de bot (unokit.choices.TABLE_BOTS), en el encabezado de un asiento (table-role-bot) y en la elección de bots
table-bot-random = aleatorio
table-bot-uniform = uniforme
table-bot-greedy = codicioso
# el panel de análisis y líneas hipotéticas (analyse.py, analysis_view.py, lines.py). $move, $best: una
# jugada en palabras (table-analysis-move-*); $percent, $low, $high: porcentajes; $points: media anchura
# ("±4"); $samples, $rollouts: simulaciones (cifras); $where: table-analysis-deal o table-analysis-after-move;
# $policy: table-bot-*
table-analysis-move-naming = { $move }, eligiendo { $color }
table-analysis-move-swapping = { $move }, cambiando de mano con { $name }
table-analysis-move-uno = { $move }, cantando UNO
table-analysis-move-choose = Elegir { $color }
table-analysis-move-catch = Pillar a { $name }
table-analysis-move-draw = Robar
table-analysis-move-pass = Quedarse la carta robada (pasar)
table-analysis-move-challenge = Desafiar el Comodín Roba cuatro
table-analysis-move-accept = Aceptar: robar 4
table-analysis-move-say-uno = Cantar UNO
table-analysis-best = Mejor: { $move }, { $percent } ({ $points })
table-analysis-ahead = { $best }, claramente por delante de { $move }, { $percent }
table-analysis-even = { $best }, casi igual que { $move }, { $percent }
table-analysis-summary = { $best }. { $count ->
    [one] { $count } jugada ordenada
   *[other] { $count } jugadas ordenadas
} para { $name }; sigue la tabla.
table-analysis-deal = el reparto
table-analysis-after-move = la jugada { $cursor }
table-analysis-of-branch = { $place } de la rama { $number }
table-analysis-caption = Jugadas de { $name } tras { $where }, de la mejor a la peor: probabilidad de ganar la ronda, con su intervalo del 95 % ({ $samples } simulaciones por jugada, todos los asientos jugados por el bot { $policy })
table-analysis-best-row = { $move } (la mejor)
table-analysis-stopped-early = { $rollouts } (paró antes)
table-analysis-interval = { $low } a { $high } ({ $points })
table-analysis-rank = Puesto
table-analysis-move = Jugada
table-analysis-chance = Probabilidad de ganar
table-analysis-interval-heading = Intervalo del 95 %
table-analysis-rollouts = Simulaciones
# $moves: table-analysis-chart-move de cada jugada, separados por punto y coma
table-analysis-chart-label = Gráfico de barras de la probabilidad de que { $name } gane después de cada jugada, de la mejor a la peor: { $moves }.
table-analysis-chart-move = { $move } { $percent }, intervalo de { $low } a { $high }
table-analysis-chart-caption = Barras: la probabilidad estimada de ganar la ronda después de cada jugada; líneas con marcas en los extremos: el intervalo del 95 %. Mejor: { $best }. La tabla da los mismos números.
table-analysis-analysing = Analizando { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
} de { $name }, { $samples } simulaciones cada una…
table-analysis-progress = Progreso del análisis
table-analysis-samples = Simulaciones por jugada
table-analysis-samples-option = { $samples } (intervalo de como mucho { $points } puntos)
table-analysis-button = Analizar esta posición
table-analysis-cancel = Cancelar el análisis
table-analysis-cancelled = Análisis cancelado.
table-analysis-stopped = Análisis detenido: la posición ha cambiado.
table-analysis-done = Jugadas de { $name } analizadas tras { $where }: { $samples } simulaciones por jugada.
# $error: el mensaje del motor de análisis (en inglés)
table-analysis-failed = Sin análisis: { $error }
table-analysis-only-one = Solo una jugada legal para { $name }: { $move }. Nada que comparar, así que no se hicieron simulaciones.
table-analysis-no-move = Ninguna jugada legal para { $name } en esta posición: nada que analizar.
table-analysis-refuse-over = La ronda ha terminado en esta posición: no queda jugada que analizar.
table-analysis-refuse-latest = En el modo de juego solo puedes analizar la última posición, en tu turno: ve a la última jugada.
table-analysis-refuse-hidden = Todas las manos están ocultas: no se puede analizar el turno de nadie hasta que la siguiente persona tome la pantalla.
table-analysis-refuse-turn = Es el turno de { $name }: en el modo de juego solo puedes analizar tu propio turno, con lo que ves.
table-lines-heading = Líneas hipotéticas
table-lines-branch = Probar otra jugada desde aquí
table-lines-branch-tooltip = Probar otra jugada desde aquí (la línea de la propia partida se conserva)
table-lines-show = Mostrar la línea
table-lines-save = Guardar esta línea como registro
table-lines-closed = Las líneas hipotéticas se abren cuando termine la ronda: probar jugadas en una copia ahora mostraría cartas todavía ocultas.
# $prompt: lo que puedes hacer ahora (table-turn-*), o nada
table-lines-branched = Rama { $number } desde { $where }: prueba otra jugada; la línea de la propia partida se conserva. { $prompt }
table-lines-main = la línea principal
table-lines-branch-name = la rama { $number }
# $line: table-lines-main o table-lines-branch-name; $where: el reparto, o table-where-move; $last: la narración de la última jugada
table-lines-showing = Mostrando { $line } en { $where }: { $last }
table-lines-save-when-over = Puedes guardar un registro cuando termine la ronda: muestra todas las cartas ocultas.
table-lines-cannot-save = Esta línea no se puede guardar como registro: { $error }
table-lines-download = Descargar el registro de { $line } (JSON)
table-lines-ready = El registro de { $line } está listo: usa el enlace de descarga.
table-lines-switch-main = Cambia a la línea principal para empezar la siguiente ronda: esta es una rama hipotética.
# la lista de líneas; $moves: table-moves-count; $first: el nombre de un jugador y la notación de una jugada ("Ben: r5")
table-lines-main-label = Línea principal: { $moves }
table-lines-branch-label = Rama { $number }, desde { $where } de { $parent }: { $moves } propias
table-lines-branch-label-first = Rama { $number }, desde { $where } de { $parent }: { $moves } propias, primero { $first }
# revisar una ronda (review.py: ReviewTable(..., lang=)); $line: table-review-round o table-review-line;
# $where: table-where-deal o table-where-move; $said: la narración de la jugada
table-review-heading = Revisión de la ronda
table-review-jump = Ir a la jugada
table-review-deal = El reparto
table-review-move = Jugada { $number }: { $said }
table-review-whatif-tooltip = Abrir una línea hipotética en la posición mostrada
table-review-main = Volver a la ronda registrada
table-review-main-tooltip = Mostrar la ronda tal como se jugó
table-review-step-own = Avanzar por mi cuenta
table-review-rejoin = Volver a la revisión
table-review-left = Has salido de la revisión: avanza por tu cuenta; Volver a la revisión para seguir al anfitrión.
table-review-round = la ronda registrada
table-review-line = la línea hipotética { $number }
table-review-status = Mostrando { $line } en { $where }, con todas las manos boca arriba.
table-review-following = Sigues la revisión del anfitrión.
table-review-on-own = Avanzas por tu cuenta; Volver a la revisión para seguir de nuevo al anfitrión.
# las notas del panel de registros (records.py); $error: el mensaje del lector de registros (en inglés, como en la línea de órdenes)
table-record-loading = Cargando el registro de la partida…
table-record-load-failed = No se pudo cargar el registro: { $error }
table-record-save-when-over = Puedes guardar el registro cuando termine la ronda: muestra todas las cartas ocultas.
table-record-cannot-save = Esta partida no se puede guardar como registro: { $error }
table-record-download = Descargar el registro de la partida (JSON)
table-record-ready = El registro está listo: usa el enlace de descarga.

## El panel (unokit/dashboard): lo que dice la mesa cuando el panel reparte. $preset: el nombre de las
## reglas (notación); $rules: los nombres de las reglas de la casa como los muestra el formulario; $who: nombres.
dash-new-game = Nueva partida { $preset }, { $deal }.
dash-deal-seed = semilla { $seed }
dash-deal-fresh = un reparto nuevo (su semilla se muestra cuando termina la ronda)
dash-house-rules = Reglas de la casa: { $rules }.
dash-played-by = La juega una persona: { $who }.
dash-bots-only = nadie (solo bots)
dash-open-deal = Reparto abierto: quien sepa la semilla puede deducir todas las manos.
table-panel-moves = Jugadas posibles y pistas
table-panel-log = Jugadas hasta ahora
table-panel-history = Recorrer la ronda
table-panel-options = Bots, vista y orden
table-panel-scores = Puntos
table-panel-records = Guardar o cargar el registro de la partida
table-panel-analyse = Analizar y líneas hipotéticas
table-panel-keys = Teclas y comandos
table-panel-announce = Avisos
table-history-first = Inicio
table-history-back = Atrás
table-history-forward = Adelante
table-history-last = Final
table-history-move = Jugada
table-history-continue = Seguir desde aquí
table-history-yes-drop = Sí, quitar las jugadas siguientes
table-history-play-on = ¿Seguir jugando desde la jugada { $cursor }?
table-history-dropped = { $count ->
    [one] Se quitará la jugada siguiente.
   *[other] Se quitarán las { $count } jugadas siguientes.
}
table-history-deal-of = el reparto (0 de { $total })
table-history-showing = Mostrando la mesa tras { $where }.
table-history-showing-past = Mostrando la mesa tras { $where }: una posición pasada (la partida no cambia).
table-option-sort = Ordenar las manos por color y valor
table-option-auto = Los bots juegan solos
table-option-speed = Segundos por jugada de bot (cuando los bots juegan solos)
# the bots' pause as the slider's read-out and aria-valuetext; $seconds: a number in the language's format
table-option-speed-value = { $seconds } s
table-option-bots = Bots de la mesa
table-option-vision = Previsualizar las cartas como
table-option-signs = Signos de los colores
table-option-legend = Mostrar la leyenda de los signos
table-record-load = Cargar un registro de partida
table-record-save = Guardar el registro
table-setting-detail = Respuestas
table-setting-detail-brief = Breves: solo los hechos
table-setting-detail-full = Completas: los hechos y lo que se sigue de ellos
table-setting-card-order = Nombres de las cartas (en español el número va siempre primero)
table-setting-card-order-color = Color primero, en inglés (Red 5)
table-setting-card-order-number = Número primero, en inglés (5 red)
table-setting-bot-moves = Jugadas de los demás jugadores
table-setting-bot-moves-each = Una a una, un mensaje por jugada
table-setting-bot-moves-summary = En un solo resumen cuando terminen
table-setting-uno-window = Tiempo para cantar UNO antes de que los bots puedan pillarte
table-setting-uno-seconds = { $seconds } segundos
table-setting-uno-default = { $seconds } segundos (lo habitual)
table-setting-uno-off = Sin límite de tiempo: los bots esperan a que cantes UNO o sigas jugando
table-uno-play-on = Seguir sin UNO
table-uno-alert = { $name } tiene una carta y no ha cantado UNO: { $seconds } segundos para pulsar Cantar UNO antes de que los bots puedan pillarte.
table-uno-alert-no-limit = { $name } tiene una carta y no ha cantado UNO: sin límite de tiempo. Los bots esperan hasta que pulses Cantar UNO, o { $play_on }.
table-uno-now = Canta UNO ahora:
table-uno-now-seconds = { $seconds } s antes de que los bots puedan pillarte.
table-uno-now-no-limit = sin límite de tiempo; los bots te esperan ({ $play_on } para seguir).
table-bots-on-their-own = Los bots juegan solos; desmarca “Los bots juegan solos” para pararlos.
table-hidden-until-then = Todas las manos están ocultas hasta entonces.
table-hand-shown = La mano de { $name } está a la vista.
table-move-not-legal-now = Esa jugada no está permitida ahora.

# el formulario y las secciones del propio panel (unokit/dashboard/words.py). $seat: un número de asiento (notación);
# $preset: el nombre de unas reglas (notación); $low, $high: el menor y el mayor número de jugadores de esas reglas.
dash-form-heading = Nueva partida
dash-form-fold = Nueva partida: reglas, jugadores, bots, semilla
dash-form-rules = Reglas
dash-form-players = Número de jugadores
dash-form-bots = Tipo de bots
dash-bot-random = Al azar: echa cualquier carta válida
dash-bot-greedy = Codicioso: echa su mejor carta con un plan sencillo
dash-form-seed = Semilla (misma semilla, mismas cartas)
dash-form-seed-empty = vacía: un reparto nuevo
dash-form-seed-help = Deja la semilla vacía para un reparto nuevo: su semilla se muestra cuando termina la ronda, para repetirla o compartirla. Una semilla escrita reparte siempre las mismas cartas, así que es un reparto abierto: quien sepa la semilla puede deducir todas las manos.
dash-form-bots-answer = Los bots juegan justo después de ti
dash-form-start = Empezar la partida
dash-form-start-tip = Repartir una ronda nueva con estos ajustes
dash-seat-name = Nombre del asiento { $seat }
dash-seat-person = El asiento { $seat } lo juega una persona
dash-table-empty = Elige los ajustes de arriba y empieza una partida.
dash-others-fold = Jugar con otros: crear una mesa compartida, o unirse a una o mirarla
dash-set-up = Una partida { $preset } preparada de antemano. La juega una persona: { $who }.
# las reglas de la casa del formulario (unokit/dashboard/house_rules.py); $draws: las cartas que roba quien desafía sin razón
dash-house-heading = Reglas de la casa
dash-house-intro = Se juegan las reglas marcadas; las reglas elegidas las fijan, y puedes cambiar cada una.
dash-house-related = Reglas básicas de las que dependen las reglas de la casa:
dash-rule-challenge = Desafío: el jugador siguiente puede desafiar un Comodín Roba cuatro (si era un farol, quien lo echó roba 4; si no, quien desafió roba { $draws }).
dash-rule-restricted = Restricción del Comodín Roba cuatro: un Comodín Roba cuatro solo es válido cuando su jugador no tiene ninguna carta del color en juego (los faroles siguen siendo válidos).
dash-rule-play-drawn = Echar la carta robada: después de robar, una carta robada que se pueda echar puede echarse enseguida; desmarcada, robar termina el turno.
# los problemas junto a Empezar la partida (unokit/dashboard/problems.py). $what: lo que no se hizo; $typed: lo que se
# escribió en un campo de número; $largest: el mayor número entero que lee un campo; $name, $other_name: nombres
dash-problems = { $what }: { $count ->
    [one] { $count } problema.
   *[other] { $count } problemas.
}
dash-not-started = La partida no ha empezado
dash-typed-not-whole = { $typed } no es un número entero
dash-typed-beyond = { $typed } pasa de { $largest }
dash-problem-players-empty = El número de jugadores está vacío; escribe un número entero del { $low } al { $high } (reglas { $preset }).
dash-problem-players-typed = Número de jugadores: { $typed }; escribe un número entero del { $low } al { $high } (reglas { $preset }).
dash-problem-players-range = Número de jugadores: { $count } no pueden jugar a { $preset }; escribe un número entero del { $low } al { $high }.
dash-problem-name-empty = El nombre del asiento { $seat } está vacío: escribe un nombre.
dash-problem-name-long = El nombre del asiento { $seat } tiene { $length } caracteres: acórtalo a { $most } como mucho.
dash-problem-name-char = El nombre del asiento { $seat } tiene { $category ->
    [Cc] un carácter de control
    [Cf] un carácter de formato invisible
    [Cs] un sustituto suelto
    [Zl] un separador de línea
    [Zp] un separador de párrafo
   *[bidi] un control de la dirección del texto
} (U+{ $code }); un nombre se hace con letras, cifras, espacios y puntuación.
dash-problem-name-ends = El nombre del asiento { $seat } tiene espacios en un extremo; escríbelo sin ellos.
dash-problem-name-number = El nombre del asiento { $seat } se lee como el asiento { $number }: los comandos escritos, como 'catch 2', nombran los asientos por su número, así que un nombre que es un número tiene que ser el de su propio asiento.
dash-problem-name-same = El nombre del asiento { $seat }, { $name }, es también el nombre del asiento { $other }: cada jugador necesita un nombre distinto.
dash-problem-name-case = El nombre del asiento { $seat }, { $name }, es { $other_name } con otras mayúsculas, el nombre del asiento { $other }: cada jugador necesita un nombre distinto.
dash-problem-no-person = Ningún asiento lo juega una persona: marca “El asiento 0 lo juega una persona” (o la casilla de otro asiento).
dash-problem-seed = Semilla: { $typed }; escribe un número entero, por ejemplo 1 (la misma semilla reparte las mismas cartas), o déjala vacía para un reparto nuevo.
# la sección de impresión; $module: el nombre de un paquete de Python; $preset, $paper: como se escriben en la línea de órdenes
dash-print-heading = Cartas para imprimir
dash-print-intro = La baraja entera de las reglas actuales, nueve cartas por página A4 (ocho, giradas, por página Carta) a su tamaño real (56 × 88 mm), con los signos ColorADD y dos tarjetas de referencia que los explican. Imprime a tamaño real (100 %) en el papel elegido. Hacer el PDF tarda unos segundos.
dash-print-paper = Papel
dash-paper-a4 = Hoja A4 (210 × 297 mm)
dash-paper-letter = Carta de EE. UU. (8,5 × 11 pulg.)
dash-print-download = Descargar una hoja para imprimir de esta baraja (PDF)
dash-print-elsewhere = Aquí no se hacen las hojas para imprimir: necesitan { $module }, que esta edición no tiene. En un ordenador con unokit instalado, ejecuta: unokit sheet --rules { $preset } --paper { $paper } --out { $preset }-deck.pdf
# las secciones de explorar y de repasar; $name: el nombre de un archivo; $error: el fallo del registro (en palabras del motor)
dash-explore-heading = Explorar reglas de la casa
dash-explore-fold = Comparar las reglas de la casa con las reglas básicas
dash-review-heading = Repasar una ronda
dash-review-fold = Repasar una ronda juntos: todas las manos a la vista, paso a paso, líneas hipotéticas
dash-review-button = Repasar la ronda que se acaba de jugar
dash-review-open = Abrir un registro guardado para repasarlo
dash-review-finish-first = Termina antes la ronda (un repaso muestra todas las manos), o abre un registro guardado.
dash-review-not-opened = No se ha podido abrir el registro: { $error }
dash-review-reviewing = Repasando { $name } desde el reparto.
# la fila del enlace (unokit/dashboard/address.py). $problems: los problemas del enlace; $url: la dirección de un registro;
# $at: un número de jugada como lo dice el enlace; $reason: por qué el navegador no obtuvo un registro
dash-link-copy = Copiar un enlace a esta posición
dash-link-copy-tip = Un enlace que abre esta partida en la posición mostrada
dash-link-field = Enlace
dash-link-empty = el enlace aparece aquí
dash-link-not-all = No se han podido usar todos los ajustes del enlace: { $problems }.
dash-link-seat-outside = humans: el asiento { $seat } no está en esta mesa (asientos del 0 al { $last })
dash-link-not-a-rule = rules: '{ $flag }' no es una regla del formulario de nueva partida; las reglas son: { $rules }
dash-link-form-lists = el formulario de nueva partida dice lo que no ha podido usar
dash-link-loading = Cargando el registro { $url }…
dash-link-opened-game = Se ha abierto la partida que indica el enlace.
dash-link-past-end = at={ $at } pasa del final del registro, que tiene { $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
}: se muestra la última posición
dash-link-opened-record = Se ha abierto el registro del enlace.
dash-link-opened-record-at = Se ha abierto el registro del enlace. { $past }.
dash-link-opened-url = Se ha abierto el registro { $url }.
dash-link-opened-url-at = Se ha abierto el registro { $url }. { $past }.
dash-link-not-loaded = No se ha podido cargar el registro del enlace: { $error }
dash-link-url-not-loaded = No se ha podido cargar el registro { $url }: { $reason }
dash-link-url-not-loaded-said = No se ha podido cargar el registro { $url }: { $reason }.
dash-link-copying = Copiando el enlace…
dash-link-copied = Se ha copiado un enlace a esta posición.
dash-link-copy-refused = El navegador no ha dejado copiar a la página; el enlace está en el campo de arriba: selecciónalo y cópialo.
# unokit dashboard --ip: lo que cuesta servir a otros (unokit/dashboard/capacity.py). $mb: megabytes del proceso de un
# visitante; $free: la memoria libre con su unidad; $visitors: cuántos visitantes caben
dash-capacity-unknown = Cada visitante tiene su propio proceso de Python (unos { $mb } MB de memoria); este ordenador no dice cuánta memoria hay libre.
dash-capacity = Cada visitante tiene su propio proceso de Python (unos { $mb } MB de memoria); este ordenador tiene { $free } libres, memoria para unos { $visitors ->
    [one] { $visitors } visitante
   *[other] { $visitors } visitantes
} a la vez. Las páginas abiertas en el mismo momento empiezan una tras otra, más deprisa cuantos más núcleos de procesador tenga el ordenador.
# por qué el navegador no obtuvo el registro que indica un enlace; $site: el sitio del registro; $status: la respuesta del servidor
dash-record-not-url = no es una dirección web
dash-record-other-site = está en otro sitio ({ $site }); un enlace solo puede cargar registros de este sitio
dash-record-status = el servidor ha respondido { $status }
# las casillas de las reglas de la casa por sus nombres cortos (las palabras antes de los dos puntos); $rule, $box: uno;
# $boxes: varios, cada uno con su estado (una lista)
dash-rule-name-stack-draw-two = Acumular Roba dos
dash-rule-name-stack-wild-draw-four = Acumular Comodín Roba cuatro
dash-rule-name-stack-cross = Acumular cruzado
dash-rule-name-bluffing = Farol
dash-rule-name-seven-swap = Siete-Cero
dash-rule-name-zero-rotate = Girar con el cero
dash-rule-name-jump-in = Entrar al corte
dash-rule-name-draw-to-match = Robar hasta que sirva
dash-rule-name-force-play = Juego obligado
dash-rule-name-challenge = Desafío
dash-rule-name-wild-draw-four-restricted = Restricción del Comodín Roba cuatro
dash-rule-name-play-drawn-card = Echar la carta robada
dash-rule-name-no-bluffing = Sin farol
dash-rule-on = { $rule }: sí
dash-rule-off = { $rule }: no
dash-box-ticked = “{ $box }” (marcada)
dash-box-unticked = “{ $box }” (desmarcada)
dash-conflict-many = Reglas de la casa: { $boxes } no pueden ir juntas.
dash-conflict-one = Reglas de la casa: { $box } no puede ir con las otras casillas.
dash-conflict-none = Las casillas, tal como están, no pueden ir juntas.
dash-conflict-tick = marca “{ $box }”
dash-conflict-untick = desmarca “{ $box }”
# los controles de descargar y subir archivos (unokit/widgets/files.py); $name: el nombre de un archivo;
# $size, $most: tamaños; $what: el tipo de archivo (dash-file-a-record); $error: el fallo; $module: un paquete
dash-file-making = Haciendo el archivo…
dash-file-not-made = No se ha podido hacer el archivo: { $error }
dash-file-needs = Aquí no se puede hacer el archivo: necesita { $module }, que no está instalado.
dash-file-saved = Se ha guardado { $name } ({ $size }).
dash-file-too-large = { $name } ocupa { $size }; { $what } ocupa como mucho { $most }
dash-file-error = { $name }: { $error }
dash-file-a-record = un registro de partida
dash-file-bytes = { NUMBER($count, useGrouping: 0) ->
    [one] { NUMBER($count, useGrouping: 0) } byte
   *[other] { NUMBER($count, useGrouping: 0) } bytes
}
# los problemas de un enlace (unokit/dashboard/address.py: parse_address). $name: el nombre de un parámetro; $typed: su
# valor, entre comillas; $low: el menor número permitido; $length, $most: números de caracteres; $presets, $bots,
# $languages: lo permitido (notación); $pseudo: la etiqueta del pseudoidioma; $flag: una regla como se escribió
dash-address-whole = { $name }={ $typed } no está permitido; { $name } tiene que ser un número entero desde { $low }
dash-address-record = record=z.… no se puede leer: el enlace se ha cortado o cambiado; cópialo otra vez
dash-address-long = el enlace tiene { $length } caracteres; se leen como mucho { $most }
dash-address-preset = reglas desconocidas { $typed }; las reglas son: { $presets }
dash-address-rules = rules={ $typed }: { $flag } no es el nombre de una regla; escribe los nombres separados por comas, -nombre para desactivarla (rules=seven_swap,-draw_to_match)
dash-address-bots = bots={ $typed } no está permitido; los bots son: { $bots }
dash-address-lang = idioma desconocido { $typed }; los idiomas son: { $languages } (y { $pseudo }, el pseudoidioma para pruebas)
dash-address-no-game = aún no hay partida: empieza una y luego copia su enlace
dash-address-not-over = puedes copiar un enlace a esta posición cuando termine la ronda: su registro muestra todas las cartas ocultas
# Lo que está mal en el nombre de un asiento, dicho tras el nombre (unokit.dashboard.words.name_fault_words, para
# el panel "Jugar con otros"). $length, $most: números de caracteres; $category: el tipo de carácter; $number: un asiento
dash-name-fault-empty = está vacío o solo tiene espacios; un nombre necesita al menos una letra, una cifra o un signo
dash-name-fault-long = tiene { $length } caracteres; un nombre tiene como mucho { $most } caracteres
dash-name-fault-char = tiene { $category ->
    [Cc] un carácter de control
    [Cf] un carácter de formato invisible
    [Cs] un sustituto suelto
    [Zl] un separador de línea
    [Zp] un separador de párrafo
   *[bidi] un control de la dirección del texto
} (U+{ $code }); un nombre se hace con letras, cifras, espacios y puntuación
dash-name-fault-ends = tiene espacios en un extremo; escríbelo sin ellos
dash-name-fault-number = se lee como el asiento { $number }: los comandos escritos, como 'catch 2', nombran los asientos por su número, así que un nombre que es un número tiene que ser el de su propio asiento
## La página alrededor del panel (la plantilla de página de unokit en Voila y Voici, notebooks/dashboard.ipynb):
## la franja, el título, el encabezado y la introducción, el pie, y lo que dice cuando el kernel del juego desaparece
page-title = Jugar a unokit — panel
page-banner = — un juego de cartas al estilo UNO que se juega con el teclado
page-heading = Jugar a unokit
page-intro = Tu mano está al pie de la { $table }: pulsa una carta (o llega a ella con las flechas y pulsa { $enter }), o escribe una jugada en el campo de comandos de debajo ({ $card }, { $draw }). { $help } enumera todas las teclas; { $new_game } cambia las reglas, los jugadores y los bots.
page-intro-table = Mesa
page-intro-card = rojo 5
page-intro-draw = robo
page-footer = Las cartas llevan los símbolos de color ColorADD: ningún color se distingue solo por el tono.
page-reload = Recargar la página
page-game-lost = Esta partida se ha detenido: su kernel en el servidor ha desaparecido (se detuvo o falló), así que la mesa ya no responde. Recarga la página para empezar una partida nueva.
page-server-gone = El servidor del panel no responde: puede haberse detenido. Recarga la página cuando vuelva a funcionar.

## Mesas compartidas: los textos que el servicio de mesas y la SharedTable de un asiento escriben para ese asiento
shared-away = Mientras no estabas: { $moves }
shared-received = Has recibido { $cards }.
# La pantalla de un asiento (unokit/widgets/shared.py, shared_parts.py)
shared-heading-connecting = Mesa compartida: conectando
shared-heading-not-connected = Mesa compartida: sin conexión
shared-heading-waiting = Mesa compartida { $room }: esperando a que el anfitrión empiece
shared-mode-watching = Mesa compartida { $room }: estás mirando
shared-mode-seat = Mesa compartida { $room }: eres { $name }, asiento { $seat }
shared-mode-open-hands = { $mode }; manos abiertas: todas las manos están a la vista de todos (mesa de enseñanza)
shared-button-start = Empezar la ronda
shared-button-next-round = Repartir la ronda siguiente
shared-open-hands = Manos abiertas: mostrar todas las manos a todos (enseñanza)
shared-connecting = Conectando a la mesa { $room }…
shared-creating = Creando una mesa compartida…
shared-unreachable = No se pudo contactar con el servicio de mesas en { $url }: { $error }. Comprueba que está en marcha (unokit tables serve, o unokit dashboard) y vuelve a intentarlo.
shared-join-failed = No se pudo entrar en la mesa { $room }: { $error }
shared-create-failed = No se pudo crear la mesa: { $error }
shared-created = Has creado la mesa { $room }, en el asiento { $seat }.
shared-joined = Has entrado en la mesa { $room }, en el asiento { $seat }.
shared-joined-watching = Has entrado en la mesa { $room }, como espectador.
shared-connection-lost = Se perdió la conexión con el servicio de mesas: volviendo al mismo asiento…
shared-rejoin-failed = No se pudo recuperar tu asiento en la mesa { $room }: { $error }
shared-reconnected = De vuelta en la mesa { $room }.
shared-reconnect-failed = No se pudo volver a conectar con el servicio de mesas en { $url }; entra de nuevo con el código de sala { $room } cuando esté en marcha.
shared-refused = Rechazado: { $reason }
shared-not-played-spectator = No jugado: los espectadores solo miran; entra con el código de sala como jugador para jugar.
shared-not-played-kind = No jugado: { $move } no es una jugada que puedas hacer ahora
shared-not-played-offline = No jugado: la mesa aún no está conectada.
shared-not-connected = la mesa aún no está conectada
shared-not-connected-ask = La mesa no está conectada: las preguntas se responden cuando lo esté.
shared-your-turn = Tu turno: { $count ->
    [0] no se puede jugar ninguna carta.
    [one] se puede jugar { $cards }.
   *[other] se pueden jugar { $cards }.
}
shared-signs-fallback = Los signos { $signs } no tienen signo para todos los colores de esta mesa: tus cartas muestran signos ColorADD.
shared-your-hand = Tu mano: { $cards }
shared-lobby-room-code = Código de sala:
shared-lobby-spelled = (deletreado { $letters })
shared-lobby-invite = Enlace de invitación:
shared-lobby-host-waits = Eres el anfitrión: empieza la ronda cuando estén todos; los asientos vacíos los juegan bots.
shared-lobby-host-starts = El anfitrión empieza la ronda.
shared-lobby-seats = Asientos
shared-lobby-seat = Asiento { $seat }: { $name }, { $who }
shared-lobby-seat-you = Asiento { $seat }: { $name } (tú), { $who }
shared-lobby-bot = bot { $bot }
shared-lobby-here = presente
shared-lobby-away = aún no ha llegado
shared-move-accept = Aceptar: robar { $count }
shared-move-accept-plain = Aceptar
shared-move-catch = Pillar a { $name }
shared-move-catch-seat = Pillar al asiento { $seat }
shared-move-choose = Elegir { $color }
shared-move-choose-plain = Elegir un color
shared-move-play = Jugar { $cards }
shared-move-play-as = Jugar { $cards } como { $color }
shared-move-swapping = { $move }, cambiando la mano con { $name }
shared-move-uno = { $move } y decir UNO
shared-move-refused = Jugada «{ $move }»: { $reason }
shared-type-a-command = Escribe primero una orden, como rojo 5, robar, pasar, uno o mano.
# El "Jugar con otros" del panel (unokit/dashboard/others.py)
shared-others-rules = Reglas
shared-others-seats = Número de asientos (2 a 10)
shared-others-seat-name = Nombre del asiento { $seat }
shared-others-seat-name-host = Nombre del asiento { $seat } (tú, el anfitrión)
shared-others-seat-bot = Un bot juega el asiento { $seat }
shared-others-create = Crear la mesa
shared-others-create-tooltip = Crear una mesa compartida y obtener su código de sala
shared-others-room = Código de sala
shared-others-room-placeholder = 5 letras y dígitos
shared-others-name = Tu nombre
shared-others-name-placeholder = el nombre que ven los demás
shared-others-join = Entrar
shared-others-join-tooltip = Ocupar un asiento en esta mesa
shared-others-watch = Mirar
shared-others-watch-tooltip = Mirar esta mesa como espectador
shared-others-create-heading = Crear una mesa
shared-others-join-heading = Entrar en una mesa o mirarla
shared-others-leave = Dejar este asiento
shared-others-leave-tooltip = Renunciar a tu asiento en esta mesa; este navegador lo olvida
shared-others-no-service = Jugar con otros necesita el servicio de mesas: abre el panel con unokit dashboard (sin --no-tables), o ejecuta unokit tables serve y define UNOKIT_TABLES_URL.
shared-others-invited = Te han invitado a la mesa { $room }: escribe tu nombre y pulsa Entrar (o Mirar para verla).
shared-others-bad-seats = Número de asientos: { $value } no está permitido; una mesa tiene de 2 a 10 asientos.
shared-others-bad-seat-name = Nombre del asiento { $seat }: { $name } { $problem }.
shared-others-bad-room = Código de sala: { $error }.
shared-others-bad-name = Tu nombre: { $name } { $problem }.
shared-others-back = Has vuelto al asiento { $seat } de la mesa { $room }. { $missed }
shared-others-nothing-missed = No pasó nada mientras no estabas.
shared-others-ended = La mesa { $room } ha terminado, así que este navegador ha olvidado tu asiento en ella; crea otra mesa o entra en otra con el formulario de arriba.
shared-others-seat-gone = { $problem } Este navegador ha olvidado ese asiento: entra en una mesa o crea una con el formulario de arriba.
shared-others-seat-kept = { $problem } Tu asiento en la mesa { $room } sigue guardado en este navegador: abre la página más tarde para recuperarlo, o pulsa Dejar este asiento.
shared-others-resume-failed = No se pudo recuperar tu asiento en la mesa { $room }: { $error }.
shared-others-resuming = Este navegador guarda el asiento { $seat } de la mesa { $room }: recuperándolo. Para jugar como otra persona, pulsa Dejar este asiento.
shared-others-resuming-as = Este navegador guarda el asiento { $seat }, como { $name }, de la mesa { $room }: recuperándolo. Para jugar como otra persona, pulsa Dejar este asiento.
shared-others-left = Has dejado el asiento { $seat } de la mesa { $room }, y este navegador lo ha olvidado. Crea una mesa o entra en una con el formulario de arriba.
shared-others-left-table = Has dejado la mesa, y este navegador la ha olvidado. Crea una mesa o entra en una con el formulario de arriba.
shared-others-no-service-create = No hay servicio de mesas donde crear una mesa.
shared-others-no-service-join = No hay servicio de mesas donde entrar en una mesa.
shared-others-creating = Creando la mesa: su código de sala aparece en la mesa de abajo; dáselo a los demás.
shared-others-joining = Entrando en la mesa { $room }: la mesa aparece abajo.
shared-others-watching = Mirando la mesa { $room }: la mesa aparece abajo.
shared-taking-back = Recuperando tu asiento en la mesa { $room }…
shared-table-gone = el servicio de mesas ya no tiene la mesa { $room } (ha terminado, o el servicio se reinició sin sus registros)
shared-take-back-failed = No se pudo recuperar tu asiento en la mesa { $room }: { $reason }.
shared-others-away = Tiempo de ausencia: segundos hasta que un bot juega el asiento de quien se fue (1 a 86400)
shared-others-bad-away = Tiempo de ausencia: { $value } no está permitido; va de 1 a 86400 segundos.
shared-others-stop-watching = Dejar de mirar
shared-others-stop-watching-tooltip = Dejar de mirar esta mesa; este navegador la olvida
shared-others-watching-again = Este navegador estaba mirando la mesa { $room }: mirándola de nuevo. Para parar, pulsa Dejar de mirar.
shared-others-watching-back = Vuelves a mirar la mesa { $room }.
shared-others-watch-gone = { $problem } Este navegador ha olvidado esa mesa: entra en una mesa o mira una con el formulario de arriba.
shared-others-watch-kept = { $problem } La mesa { $room } sigue guardada en este navegador: abre la página más tarde para mirarla, o pulsa Dejar de mirar.
shared-others-ended-watching = La mesa { $room } ha terminado, así que este navegador la ha olvidado; crea, entra o mira otra mesa con el formulario de arriba.
shared-others-stopped-watching = Has dejado de mirar la mesa { $room }, y este navegador la ha olvidado.
shared-watching-again = Mirando de nuevo la mesa { $room }…
shared-watch-failed = No se pudo volver a mirar la mesa { $room }: { $reason }.
shared-button-end = Terminar la mesa
shared-host-bot = Un bot juega el asiento { $seat } ({ $name })
shared-end-question = ¿Terminar la mesa para todos? La partida se detiene y no se puede reanudar.
shared-end-yes = Sí, terminar la mesa
shared-end-keep = Seguir jugando
shared-end-kept = La mesa sigue.

## Por qué no se puede leer un registro (unokit/record.py, rules.py, state.py) y por qué se rechaza un
## análisis (unokit/analysis), citados dentro de table-record-load-failed, dash-review-not-opened,
## dash-file-error, dash-link-not-loaded y table-analysis-failed (unokit.i18n.problem_text). $field: una
## ruta JSON (moves[3], position.color), notación; $name: el nombre de un archivo; $example, $keys,
## $choices, $colors, $presets, $flags, $missing, $move, $code, $value, $flag: texto del registro o
## notación, tal como lo escribió el registro; $problem, $kind, $expected: una parte que dice otro mensaje
## de este bloque.
record-problem-at = { $field }: { $problem }
record-problem-at-move = { $field } { $move }: { $problem }
# $name cuando el registro es texto dado tal cual (el registro de un enlace, JSON pegado), no un archivo
record-problem-the-record = el registro
record-problem-too-large = { $name } ocupa más de { $limit }; un registro de partida ocupa como mucho { $limit }, y las rondas más largas ocupan pocos KB
record-problem-not-utf8 = { $name } no es texto UTF-8 (el byte { $byte } no se puede leer); un registro es un objeto JSON en UTF-8, por ejemplo { $example }
record-problem-not-json = { $name } no es JSON válido (línea { $line }, columna { $column }: { $problem }); un registro es un objeto JSON, por ejemplo { $example }
record-problem-json-value = falta un valor
record-problem-json-string = un texto entre comillas no está cerrado
record-problem-json-key = falta una clave entre comillas dobles
record-problem-json-comma = falta una coma
record-problem-json-colon = faltan los dos puntos
record-problem-json-extra = hay más texto después del registro
record-problem-json-control = un texto tiene un carácter de control (escribe un salto de línea como \n)
record-problem-json-escape = una barra invertida no empieza ningún escape válido
record-problem-json-empty = no hay texto
record-problem-json-cut-short = { $problem }; el texto se acaba antes que el registro, como en un archivo cortado
record-problem-not-object = { $name } contiene { $kind }, no un objeto JSON; un registro es un objeto JSON, por ejemplo { $example }
record-problem-kind-array = una lista
record-problem-kind-string = un texto
record-problem-kind-number = un número
record-problem-kind-boolean = true o false
record-problem-kind-null = null
record-problem-too-deep = { $name } anida listas u objetos demasiadas veces para poder leerlo; un registro es un objeto JSON, por ejemplo { $example }
record-problem-long-number = { $name } contiene un número con demasiadas cifras para poder leerlo; un registro es un objeto JSON, por ejemplo { $example }
record-problem-missing-record-key = falta; un registro necesita { $keys }
record-problem-missing-position-key = falta; una posición necesita { $keys }
record-problem-unknown-key = clave desconocida; las claves permitidas son: { $keys } (pon lo demás en "meta")
record-problem-unknown-key-in = clave desconocida; las claves permitidas en { $within } son: { $keys }
record-problem-version = la versión de formato { $value } no es compatible; este unokit lee la versión 1
record-problem-version-float = la versión de formato { $value } no es compatible; escribe la versión como 1
record-problem-wrong-type = { $value } no está permitido; tiene que ser { $kind }
record-problem-type-integer = un número entero
record-problem-type-string = un texto
record-problem-type-array = una lista
record-problem-type-object = un objeto
record-problem-type-null = null
record-problem-type-boolean = true o false
record-problem-type-number = un número
record-problem-not-one-of = { $value } no está permitido; usa uno de estos: { $choices }
record-problem-minimum = { $value } no está permitido; tiene que ser al menos { $least }
record-problem-empty-list = necesita al menos { $count ->
    [one] un elemento
   *[other] { $count } elementos
}; no tiene ninguno
record-problem-empty-text = no se permite un texto vacío
record-problem-rules-form = { $value } no está permitido; da el nombre de un conjunto de reglas, como "classic", o { $example }
record-problem-unknown-preset = conjunto de reglas desconocido { $preset }; los conjuntos son: { $presets }
record-problem-unknown-flag = opción de reglas desconocida { $flag }; las opciones son: { $flags }
record-problem-flag-type = la opción de reglas { $flag } tiene un tipo incorrecto; se esperaba { $expected }
record-problem-expect-bool = true o false
record-problem-expect-number = un número entero, por ejemplo { $example }
record-problem-expect-text = un texto, por ejemplo { $example }
record-problem-expect-list = una lista, por ejemplo { $example }
record-problem-player-count = { $count ->
    [one] 1 jugador
   *[other] { $count } jugadores
}, pero { $rules } admite de { $least } a { $most }
record-problem-players-form = { $value } no está permitido; da los nombres en el orden de los asientos (["Ana", "Ben"]) o un número (2)
record-problem-name-not-text = { $value } no está permitido; cada nombre es un texto de al menos una letra, en el orden de los asientos
record-problem-name-blank = un nombre no puede estar vacío ni tener solo espacios; llegó { $name }
record-problem-name-spaces = un nombre no lleva espacios al principio ni al final; llegó { $name }
record-problem-name-taken = { $name } ya es el asiento { $seat }; los nombres tienen que ser distintos
record-problem-no-seat = el asiento { $seat } no existe; los asientos van del 0 al { $last }
record-problem-deck-and-position = un registro da como mucho uno de los dos (una baraja entera para repartir o una posición a mitad de partida); sin ninguno, la semilla baraja la baraja del conjunto de reglas
record-problem-card-notation = carta desconocida { $code }: una carta es una letra de color (R O Y G T B P M) seguida de 0-9, S (Salta), R (Reversa) o +2 (Roba dos), o W / W+4 para los Comodines
record-problem-card-not-in-deck = { $card } no es una carta de la baraja { $deck }; sus colores son { $colors }
record-problem-deck-incomplete = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, pero una baraja tiene que ser exactamente la baraja { $deck } de { $total } cartas; faltan: { $missing }
record-problem-hands = { $count ->
    [one] 1 mano
   *[other] { $count } manos
} para { $players } jugadores; da una por asiento
record-problem-empty-hand = una mano vacía significa que la ronda ha terminado; una posición es una ronda aún en juego
record-problem-color-needed = la carta de arriba es un { $card }, así que falta el color que se eligió; usa uno de estos: { $colors }
record-problem-not-a-color = { $value } no es un color de la partida { $rules }; usa uno de estos: { $colors }
record-problem-totals = { $count ->
    [one] 1 total
   *[other] { $count } totales
} para { $players } jugadores; da uno por asiento
# los rechazos del panel de análisis (table-analysis-failed); $phase: el nombre que da el motor a la fase
analysis-problem-round-over = la ronda ha terminado; no queda nada que analizar
analysis-problem-no-move = el asiento { $seat } no tiene ninguna jugada ahora; le toca al asiento { $current }
analysis-problem-starter-color = la partida espera a que se elija el color de la carta inicial ({ $phase }); analiza la posición después de elegir el color
analysis-problem-too-far-back = ninguna posición se puede reconstruir en las últimas { $count } jugadas
analysis-problem-reshuffle = se volvió a barajar el mazo en las últimas jugadas; analiza la posición después de este turno
analysis-problem-too-many-cards = las { $count } cartas que el asiento { $seat } no ha visto no bastan para las otras manos y el mazo; la posición tiene más cartas que la baraja

## Las cartas de referencia impresas, la carta de la clave braille, las claves de los signos y el reverso
## (issue 26; unokit/render/reference_words.py, sign_keys.py, faces.py). Se imprimen en cajas fijas en una
## carta de 56 mm: cortas (tests/test_reference_languages.py comprueba que caben).
ref-heading-colours = Colores ColorADD
ref-heading-tones = Tonos ColorADD
ref-heading-braille = Clave braille
ref-title-colours = ColorADD: los nueve colores
ref-title-tones = ColorADD: tonos claros y oscuros
ref-title-braille = Clave braille: las etiquetas de las cartas
ref-title-part = { $title } ({ $part } de { $parts })
ref-credit-code = Código de color ColorADD® de Miguel Neiva
ref-credit-site = coloradd.net – signos dibujados por unokit
ref-desc-colours = Los nueve colores ColorADD con sus signos: { $colours }
ref-desc-tones = Tonos ColorADD: un tono claro es el signo en un marco blanco; uno oscuro, el signo recortado en un cuadrado negro. { $tones }
ref-desc-stand-ins = El verde azulado y el magenta no son colores ColorADD; unokit los imprime como azul claro y morado claro
ref-desc-credit = Código de color ColorADD® de Miguel Neiva; ColorADD es un sistema con licencia, unokit dibuja sus signos a partir de su geometría
ref-where-corners = en la esquina superior izquierda y, girada, en la inferior derecha
ref-where-edges = a lo largo del borde izquierdo y, girada, del derecho
ref-braille-intro = Braille sin contracciones (grado 1) UEB, minúsculas: la letra del color y luego el número o la acción. Dos veces en cada carta: { $where }.
ref-braille-intro-table = Braille grado 1 ({ $table }), minúsculas: la letra del color y luego el número o la acción. Dos veces en cada carta: { $where }.
ref-braille-number = 7 (# y a-j: 1-9, 0)
ref-braille-reverse = { $rank } (segunda letra)
ref-braille-wild-ueb = { $rank }, no «will»
ref-desc-braille = Clave braille. Las etiquetas están en braille sin contracciones (grado 1) UEB, en minúsculas: la letra del color y luego el número o la acción; cada carta lleva su etiqueta dos veces, { $where }. { $rows }
ref-desc-braille-table = Clave braille. Las etiquetas están en braille grado 1 (tabla { $table } de liblouis), en minúsculas: la letra del color y luego el número o la acción; cada carta lleva su etiqueta dos veces, { $where }. { $rows }
signkey-heading-mattel = Símbolos Mattel para daltónicos
signkey-heading-letters = Signos de letras
signkey-credit-coloradd = Código de color ColorADD® de Miguel Neiva (coloradd.net)
signkey-credit-mattel = según los símbolos de las cartas UNO de Mattel para daltónicos
signkey-title = Signos de color: { $system }
signkey-title-part = Signos de color: { $system } ({ $part } de { $parts })
signkey-description = { $system }: el signo junto al índice de cada carta y en su óvalo. { $rows }
back-title = Reverso de la carta
back-description = El reverso de una carta unokit: un óvalo rojo con la palabra unokit sobre negro.

## The house-rule explorer (el explorador de reglas de la casa: unokit/widgets/explorer.py, unokit/explorer.py):
## el formulario, la barra de progreso y la línea de estado, la tabla de resultados, las palabras del gráfico y su
## texto alternativo. Los números llegan con formato (coma decimal, «12,3 %»); $plain, $house: los nombres de los
## dos conjuntos de reglas (explore-label-*); $preset: el nombre de un conjunto predefinido (un nombre, nunca se
## traduce); $low, $high: los extremos de un rango. Glosario: plain rules = «reglas básicas» (como en el
## formulario Nueva partida); turn, como medida = «turno»; seat = «asiento»; dealer = «quien reparte»; legal = «válida».

explore-plain-rules = Reglas básicas con las que comparar
explore-players = Jugadores por ronda simulada
explore-rounds = Rondas por conjunto de reglas ({ $low } a { $high })
explore-bots = Bots de la simulación
explore-bot-uniform = Uniforme: cualquier jugada válida, incluso robar o quedarse una carta que podría echar (lento, rondas largas)
explore-seed = Semilla de la simulación
explore-run = Hacer la comparación
explore-run-tip = Jugar las rondas con los dos conjuntos de reglas y compararlos
explore-house-heading = Reglas de la casa
explore-house-intro = Marcada: la regla se juega. Cada casilla empieza como la tienen las reglas básicas; la comparación juega las casillas tal como están contra las reglas básicas.
explore-intro = Los bots juegan los mismos repartos dos veces, con las reglas básicas y con las reglas de la casa marcadas abajo; la tabla y el gráfico comparan la duración de la ronda, la ventaja del primer asiento, las rondas bloqueadas y cuántas veces un jugador tiene una carta que echar, cada una con un intervalo del 95 %. La semilla de la simulación fija los repartos: la misma semilla juega las mismas rondas.
explore-progress-label = Rondas jugadas
explore-progress-count = { $done } de { $total } rondas
explore-problem = Problema: { $problem }
explore-problem-no-change = ninguna regla de la casa difiere de { $preset } básico: marca o desmarca al menos una casilla
explore-problem-rounds-empty = el campo rondas por conjunto de reglas está vacío; escribe un número entero de { $low } a { $high }
explore-problem-players-empty = el campo jugadores por ronda simulada está vacío; { $preset } es para { $low } a { $high } jugadores
explore-problem-seed-empty = el campo semilla de la simulación está vacío; escribe un número entero, por ejemplo 1
explore-problem-rounds-typed = rondas por conjunto de reglas: { $typed }; elige de { $low } a { $high }
explore-problem-rounds-range = rondas por conjunto de reglas: { $count } no se permite aquí; elige de { $low } a { $high }
explore-problem-players-typed = jugadores por ronda simulada: { $typed }; { $preset } es para { $low } a { $high } jugadores
explore-problem-players-range = jugadores por ronda simulada: { $count }; { $preset } es para { $low } a { $high } jugadores
explore-problem-seed-typed = semilla de la simulación: { $typed }; escribe un número entero, por ejemplo 1
explore-playing = Jugando { $rounds } rondas de cada conjunto de reglas…
explore-done = Hecho: { $house } contra { $plain }, { $rounds } rondas cada uno. Duración media de la ronda: { $house_mean } turnos frente a { $plain_mean } ({ $clear ->
    [yes] un cambio claro
   *[no] sin cambio claro
}). A continuación, la tabla.
explore-no-plot = Aquí no hay gráfico: necesita { $module }, que esta edición no tiene; la tabla de abajo tiene los mismos números.
explore-label-plain = { $preset } básico
explore-label-house = { $preset } con { $changes }
# una casilla desmarcada en el nombre de las reglas de la casa ($rule: su nombre, dash-rule-name-*)
explore-rule-off = sin { $rule }
explore-caption = { $house } contra { $plain }: { $rounds } rondas cada uno con las mismas semillas (semilla { $seed }), { $players } jugadores, bots: { $bots }. Medias y proporciones con intervalos del 95 %, la mediana con el rango de la mitad central de las rondas; cambio = reglas de la casa menos reglas básicas.
explore-head-measure = Medida
explore-head-change = Cambio (emparejado por semilla)
explore-row-mean = Duración de la ronda: media de turnos
explore-row-median = Duración de la ronda: mediana de turnos (rango de la mitad central de las rondas, no un intervalo)
explore-row-first-seat = Ventaja del primer asiento: rondas ganadas por el asiento a la izquierda de quien reparte (proporción justa { $fair })
explore-row-blocked = Rondas que acaban bloqueadas
explore-row-play-every = Turnos con una jugada válida (los bots echaron una carta en todos ellos)
explore-row-play = Turnos con una jugada válida
explore-row-played = Turnos en los que se echa una carta (un bot puede robar o quedarse una carta que podría echar)
explore-row-unfinished = Rondas detenidas en el límite de jugadas (sin terminar)
explore-interval = { $value } ({ $low } a { $high })
explore-change-none = ninguno: ninguna ronda fue distinta
explore-change-points = { $value } puntos ({ $low } a { $high })
explore-verdict-none = sin cambio: ninguna ronda fue distinta
explore-verdict-turns = { $direction ->
    [longer] más largas
   *[shorter] más cortas
} en { $size } turnos (intervalo del 95 %: { $low } a { $high })
explore-verdict-turns-unclear = sin cambio claro ({ $value } turnos, intervalo del 95 %: { $low } a { $high })
explore-verdict-points = { $size } puntos porcentuales { $direction ->
    [more] más
   *[fewer] menos
} (intervalo del 95 %: { $low } a { $high })
explore-verdict-points-unclear = sin cambio claro ({ $value } puntos porcentuales, intervalo del 95 %: { $low } a { $high })
explore-describe-length = Duración de la ronda: las rondas de { $plain } duran de media { $plain_mean } turnos (mediana { $plain_median }), las de { $house } { $house_mean } (mediana { $house_median }): { $verdict }.
explore-describe-first-seat = Ventaja del primer asiento: el asiento a la izquierda de quien reparte gana el { $plain_share } de las rondas de { $plain } y el { $house_share } de las de { $house }, frente a una proporción justa del { $fair }.
explore-describe-blocked = Rondas bloqueadas: { $plain_count } de { $plain_rounds } con { $plain }, { $house_count } de { $house_rounds } con { $house }.
explore-describe-play = Turnos con una jugada válida: { $plain_share } con { $plain }, { $house_share } con { $house }: { $verdict }.
explore-describe-play-every = Turnos con una jugada válida: { $plain_share } con { $plain }, { $house_share } con { $house }: { $verdict }; los bots echaron una carta en todos ellos.
explore-describe-played = Turnos en los que se echa una carta: { $plain_share } con { $plain }, { $house_share } con { $house }: { $verdict }.
explore-alt = Dos gráficos que comparan { $plain } (barras y círculos vacíos) con { $house } (barras rayadas y cuadrados rellenos) en { $rounds } rondas cada uno. Izquierda: histograma de la duración de la ronda en turnos; media { $plain_mean } frente a { $house_mean }. Derecha: proporciones con intervalos del 95 %: gana el primer asiento { $plain_first } frente a { $house_first } (proporción justa { $fair }), la ronda acaba bloqueada { $plain_blocked } frente a { $house_blocked }, turno con jugada válida { $plain_play } frente a { $house_play }.
explore-alt-played = Dos gráficos que comparan { $plain } (barras y círculos vacíos) con { $house } (barras rayadas y cuadrados rellenos) en { $rounds } rondas cada uno. Izquierda: histograma de la duración de la ronda en turnos; media { $plain_mean } frente a { $house_mean }. Derecha: proporciones con intervalos del 95 %: gana el primer asiento { $plain_first } frente a { $house_first } (proporción justa { $fair }), la ronda acaba bloqueada { $plain_blocked } frente a { $house_blocked }, turno con jugada válida { $plain_play } frente a { $house_play }, turno con carta echada { $plain_played } frente a { $house_played }.
explore-figure-plain = reglas básicas
explore-figure-house = reglas de la casa
explore-figure-plain-mean = reglas básicas: media
explore-figure-house-mean = reglas de la casa: media
explore-figure-turns = turnos por ronda
explore-figure-rounds = rondas
explore-figure-length = Duración de la ronda
explore-figure-title = { $house } (reglas de la casa) contra { $plain }, { $rounds } rondas cada uno
explore-figure-first-seat = gana el primer asiento
explore-figure-blocked = la ronda acaba bloqueada
explore-figure-play = turno con jugada válida
explore-figure-played = turno con carta echada
explore-figure-fair = proporción justa del primer asiento { $share }
explore-figure-percent = porcentaje, con intervalos del 95 %
explore-figure-shares = Proporciones
