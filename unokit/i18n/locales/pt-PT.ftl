### unokit: catálogo em português europeu (pt-PT).
###
### Escrito para ser lido em voz alta por um leitor de ecrã: frases curtas, o facto principal primeiro.
### Precisa de revisão por falantes nativos (docs/languages.md diz como enviar correções).
###
### Glossário (decisões):
###   Skip = Bloqueio (masc.) · Reverse = Inversão (fem.) · Draw Two = +2 (masc.) ·
###   Wild = Coringa (masc.) · Wild Draw Four = Coringa +4 (masc.)
###   Nomes de cartas: número ou ação primeiro, a cor a seguir, em concordância: "5 vermelho",
###   "Inversão vermelha", "Bloqueio azul". A cor sozinha concorda com "carta": "carta vermelha".
###   Cores: os nomes do próprio ColorADD (Miguel Neiva), em português: vermelho, amarelo, verde, azul,
###   laranja, violeta (a tabela ColorADD chama "violeta" ao roxo), castanho, branco, preto.
###   Cores do espectro que o ColorADD não tem: azul-petróleo (teal) e magenta.
###   Discard pile = "monte de descarte"; draw pile = "monte de compra"; draw = "comprar";
###   challenge = "contestar"; round = "ronda"; match = "partida".
###   Fonte: os nomes das cartas são os da issue 26; ainda não foram comparados com as regras impressas
###   de uma edição portuguesa do jogo (revisão pedida em docs/languages.md).

## Cores: $gender é o género do nome que a cor descreve

color-red = { $gender ->
    [masculine] vermelho
   *[feminine] vermelha
}
color-orange = laranja
color-yellow = { $gender ->
    [masculine] amarelo
   *[feminine] amarela
}
color-green = verde
color-teal = azul-petróleo
color-blue = azul
color-purple = violeta
color-magenta = magenta
color-brown = { $gender ->
    [masculine] castanho
   *[feminine] castanha
}
color-white = { $gender ->
    [masculine] branco
   *[feminine] branca
}
color-black = { $gender ->
    [masculine] preto
   *[feminine] preta
}

## Valores: uma carta de número tem o seu algarismo

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
rank-skip = Bloqueio
    .gender = masculine
rank-reverse = Inversão
    .gender = feminine
rank-draw-two = +2
    .gender = masculine
rank-wild = Coringa
    .gender = masculine
rank-wild-draw-four = Coringa +4
    .gender = masculine

## Nome de uma carta de cor: o valor primeiro, a cor a seguir (em concordância)

card-colored = { $rank } { $color }
# Em português a ordem é sempre a mesma
card-colored-number-first = { $rank } { $color }

## Contagens

cards-count = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}

## Resumo das regras (unokit rules, unokit brf --rules). As secções seguem o RULES.md.

rules-title-classic = Regras clássicas
rules-title-black-uno = Regras da casa do UNO preto
rules-title-spectrum = Regras do espectro
rules-title-party = Regras de festa
rules-title-other = Regras { $name }
rules-section-cards = As cartas
rules-section-deal = Jogadores e distribuição
rules-section-starter = A carta inicial
rules-section-turn = A sua vez
rules-section-actions = Cartas de ação
rules-section-w4 = O Coringa +4
rules-section-uno = Dizer UNO
rules-section-end = O fim de uma ronda
rules-section-scoring = Pontuação
rules-section-house = Regras da casa
rules-deck-classic = O baralho tem 108 cartas. Cada uma das quatro cores, { $colors }, tem um 0, dois de cada número de 1 a 9, e dois Bloqueios, duas Inversões e dois +2. Quatro Coringas e quatro Coringas +4 não têm cor.
rules-deck-spectrum = O baralho tem 112 cartas. Cada uma das oito cores, { $colors }, tem uma carta de cada número de 0 a 9 e um Bloqueio, uma Inversão e um +2. Quatro Coringas e quatro Coringas +4 não têm cor.
rules-deal = Jogam de { $min } a { $max } pessoas. Cada jogador recebe { $size } cartas, uma de cada vez, a começar pelo jogador à esquerda de quem dá e no sentido dos ponteiros do relógio. A carta seguinte é virada para cima e começa o monte de descarte; as restantes formam o monte de compra.
rules-dealer-draw = Para escolher quem dá primeiro, cada pessoa tira uma carta e o número mais alto dá. Cartas de ação e Coringas valem zero e, se houver empate no número mais alto, tira-se de novo.
rules-dealer-chosen = Os jogadores combinam quem dá primeiro.
rules-dealer-random = A primeira ronda começa com um jogador escolhido ao acaso.
rules-next-round-deal-passes-left = Cada nova ronda é dada pelo jogador à esquerda de quem deu a anterior.
rules-next-round-winner-starts = Cada ronda seguinte começa com o vencedor da anterior.
rules-starter-until-number = Viram-se cartas até aparecer uma carta de número. As cartas de ação ou Coringas virados antes ficam no monte de descarte e não fazem nada.
rules-starter-acts = A primeira carta virada atua sobre o jogador à esquerda de quem dá, que joga primeiro.
rules-a-card = { $gender ->
    [feminine] uma
   *[masculine] um
} { $rank }
rules-starter-replaced = Se for { $cards }, volta para o baralho, baralha-se, e vira-se uma carta nova.
rules-starter-skip = Um Bloqueio faz esse jogador perder a vez.
rules-starter-reverse = Uma Inversão muda o sentido do jogo para o contrário dos ponteiros do relógio, e quem dá joga primeiro.
rules-starter-draw-two = Um +2 faz esse jogador comprar duas cartas e perder a vez.
rules-starter-wild-draw-four = Um Coringa +4 faz esse jogador comprar quatro cartas e perder a vez.
rules-starter-wild-dealer = Com um Coringa, quem dá escolhe a cor e depois joga o primeiro jogador.
rules-starter-wild-first-player = Com um Coringa, o primeiro jogador escolhe a cor e depois joga.
rules-turn = Na sua vez, jogue uma carta da mesma cor, do mesmo número ou do mesmo símbolo que a carta do topo do monte de descarte, ou jogue um Coringa.
rules-turn-neighbours = As cores também combinam com as vizinhas no ciclo { $cycle }, e de volta a { $first }. Assim, { $middle } combina com { $before } e com { $after }.
rules-turn-draw-may-play = Em vez de jogar, pode comprar uma carta, mesmo que pudesse jogar. Se a carta comprada servir, pode jogá-la logo ou ficar com ela. Se não servir, a sua vez acaba.
rules-turn-draw-ends = Em vez de jogar, pode comprar uma carta, mesmo que pudesse jogar. Comprar acaba a sua vez: a carta comprada só pode ser jogada na vez seguinte.
rules-turn-multi = Pode jogar várias cartas de uma vez se tiverem o mesmo número ou a mesma ação, ou se forem todas Coringas ou todas Coringas +4, de quaisquer cores. A primeira tem de servir, e a última fica no topo e define a cor.
rules-turn-reshuffle = Quando o monte de compra acaba, baralha-se o monte de descarte, menos a carta do topo, para formar um novo monte de compra.
rules-actions-skip-reverse = Um Bloqueio faz o jogador seguinte perder a vez. Uma Inversão muda o sentido do jogo.
rules-actions-two-players = Com dois jogadores, uma Inversão funciona como um Bloqueio.
rules-actions-draw-two-stacking = Um +2 faz o jogador seguinte comprar duas cartas e perder a vez, a não ser que junte um +2 seu. Cada um que se junta aumenta a penalização em duas cartas, e o primeiro jogador que não junta nenhum compra a penalização toda e perde a vez.
rules-actions-draw-two = Um +2 faz o jogador seguinte comprar duas cartas e perder a vez.
rules-actions-wild = Um Coringa deixa-o escolher qualquer cor do jogo: { $colors }. Pode ser a cor que já está em jogo.
rules-actions-multi = Vários Bloqueios de uma vez saltam outros tantos jogadores, e várias Inversões mudam o sentido uma vez por carta.
rules-w4 = Um Coringa +4 escolhe uma cor, e o jogador seguinte compra quatro cartas e perde a vez.
rules-w4-restricted = Só pode jogá-lo quando não tiver nenhuma carta da cor em jogo. Outros números, símbolos e Coringas não contam.
rules-w4-any-time = Pode jogá-lo a qualquer momento.
rules-w4-challenge = O jogador seguinte pode aceitá-lo ou contestá-lo. Numa contestação, quem o jogou mostra a mão tal como estava nesse momento. Se tinha uma carta da cor em jogo, é quem o jogou que compra as quatro cartas, e quem contestou joga normalmente. Se não tinha, quem contestou compra { number-word } cartas e perde a vez.
rules-w4-stacking = Em vez disso, o jogador seguinte pode juntar outro Coringa +4, que aumenta a penalização em quatro cartas. O primeiro jogador que não junta nenhum compra tudo.
rules-w4-same-kind = Enquanto há uma penalização à espera, só se podem jogar sobre ela cartas do mesmo tipo: nunca um +2 sobre uma penalização de Coringa +4, nem um Coringa +4 sobre uma de +2, e nenhum Coringa simples sobre nenhuma delas.
rules-uno-call = Quando joga a penúltima carta, tem de dizer UNO com essa jogada. Também pode dizê-lo depois, enquanto ninguém o tiver apanhado.
rules-uno-catch = Qualquer outro jogador pode apanhá-lo antes de começar a vez seguinte. Nesse caso compra { number-word } cartas.
rules-uno-catch-places = Qualquer outro jogador pode apanhá-lo até o jogador seguinte comprar ou jogar. Nesse caso compra { number-word } cartas.
rules-uno-again = Se a sua mão voltar a crescer, tem de dizer UNO outra vez quando voltar a ficar com uma carta.
rules-uno-none = Este jogo não tem UNO: ninguém o diz e ninguém pode ser apanhado.
rules-end-places = Um jogador sem cartas sai da ronda, e o jogo continua sem ele. A ronda acaba quando { number-word } lugares estiverem decididos, ou quando só restar um jogador.
rules-end-first-out = O primeiro jogador a ficar sem cartas ganha a ronda.
rules-end-last-card-draws = Se a última carta foi um +2 ou um Coringa +4, o jogador seguinte compra essas cartas na mesma.
rules-end-blocked = Se, à vez, nenhum jogador joga nem compra, porque não há nada para comprar, a ronda fica bloqueada. Ganha quem tiver menos pontos na mão.
rules-scoring-values = As cartas de número valem o seu número, Bloqueio, Inversão e +2 valem 20, e os dois tipos de Coringa valem 50.
rules-scoring-winner = Quem ganha uma ronda soma as cartas que ficaram nas outras mãos. { $values } O primeiro jogador a chegar a { $target } pontos ganha a partida.
rules-scoring-lowest = No fim de cada ronda, cada jogador soma as cartas da sua própria mão. { $values } Quando alguém chega a { $target }, ganha o jogador com o total mais baixo.
rules-scoring-none = Não há pontos: o resultado é a ordem pela qual os jogadores saíram.
rules-no-bluffing = Sem bluff: não se pode jogar um Coringa +4 tendo na mão uma carta da cor em jogo.

## Um número pequeno ($count) por extenso, dentro de uma frase (cartas: feminino)

number-word = { $count ->
    [0] zero
    [1] uma
    [2] duas
    [3] três
    [4] quatro
    [5] cinco
    [6] seis
    [7] sete
    [8] oito
    [9] nove
    [10] dez
   *[other] { $count }
}

## Regras da casa e acumulação, nas palavras da própria regra

rule-jump-in = Entrar na vez: uma carta igual à do topo pode ser jogada fora de vez por outro jogador; o jogo continua a partir dele.
rule-stack-draw-two = Acumular: um +2 pendente pode ser respondido com outro +2, ou compra-se o total.
rule-stack-wild-draw-four = Acumular: um Coringa +4 pendente pode ser respondido com outro Coringa +4, ou compra-se o total.
rule-stack-cross = Acumular cruzado: um Coringa +4 pode juntar-se a um total pendente de +2 (nunca um +2 sobre um Coringa +4).
rule-bluffing = Bluff: com a restrição do Coringa +4 ligada, um Coringa +4 jogado tendo a cor em jogo continua a ser permitido (um bluff); desligado, não é permitido de todo.
rule-zero-rotate = Rodar no zero: um 0 que não seja a última carta passa todas as mãos ao jogador seguinte, no sentido do jogo.
rule-seven-swap = Sete-Zero: um 7 que não seja a última carta troca de mão com um lugar à escolha do jogador.
rule-draw-to-match = Comprar até servir: uma compra simples tira cartas até uma servir ou não haver nada para comprar.
rule-force-play = Jogo obrigatório: uma carta comprada que sirva tem de ser jogada; não se pode passar enquanto servir.

## Ficheiros braille (unokit brf): a secção sobre as etiquetas braille de um baralho impresso

brf-labels-heading = O braille nas cartas
brf-labels-where = Um baralho impresso com unokit sheet --braille tem uma etiqueta curta em cada carta, duas vezes: no canto superior esquerdo, por baixo do número impresso, e, virada ao contrário, no canto inferior direito. Segure a carta direita para a ler. As etiquetas estão em braille integral, em minúsculas.
brf-letter-for = { $letter } para { $color }
brf-labels-colour = A primeira letra é a cor, com as letras da notação das cartas: { $letters }.
brf-labels-rank = Depois vem um sinal de número e um algarismo numa carta de número ({ $example } é o 7 { $color }), s para Bloqueio, r para Inversão, ou um sinal de mais para +2. Um Coringa é só w, e um Coringa +4 é w seguido de um sinal de mais.
brf-labels-edges = Um baralho feito com --braille-placement edges tem etiquetas mais longas ao longo das margens compridas, lidas com a carta rodada um quarto de volta no sentido contrário aos ponteiros do relógio; aí o sinal de mais é seguido do número de cartas a comprar: mais 2 para +2, w+4 para Coringa +4.
brf-labels-key = As cartas-chave em braille no fim do baralho dizem o mesmo em braille, uma entrada por linha.
brf-table = Este ficheiro está em braille abreviado, escrito com a tabela { $table } do liblouis.

## Ficheiros braille (unokit brf REGISTO; unokit/brf.py transcript_blocks): a transcrição de um jogo

# $title: o título das regras (rules-title-*), por exemplo "Regras clássicas"
brf-transcript-title = Transcrição do jogo: { $title }
# um item da lista $players de brf-transcript-players: o nome e o número do lugar (um nome por omissão,
# "Seat 1", fica sozinho)
brf-transcript-player = { $name } (lugar { $seat })
# $round: o número da ronda; $players: a lista de brf-transcript-player; $dealer: o nome de quem dá
brf-transcript-players = Ronda { $round }. Jogadores: { $players }. Dá as cartas: { $dealer }.
brf-transcript-began = Como começou a ronda
# quando o registo não narra a distribuição (uma ronda montada a partir de uma posição)
brf-transcript-dealt = As cartas foram dadas.
brf-transcript-moves = Jogadas
brf-transcript-no-moves = Não houve jogadas.
# uma jogada numerada: $number e depois $move, a frase do motor (narr-*)
brf-transcript-move = { $number }. { $move }
brf-transcript-result = Resultado
# o registo acaba com a ronda ainda a decorrer; $name: quem tem a vez
brf-transcript-stops = É a vez de { $name }: o registo acaba antes do fim da ronda.
# $result: a frase anterior (o resultado ou brf-transcript-stops); $scores: a lista de brf-transcript-score
brf-transcript-scored = { $result } Pontos: { $scores }.
brf-transcript-score = { $name } { $score }

## Faces das cartas: a <desc> do SVG

effect-skip = Bloqueio: o jogador seguinte perde a vez.
effect-reverse = Inversão: o sentido do jogo muda (com dois jogadores funciona como um Bloqueio).
effect-draw-two = +2: o jogador seguinte compra 2 cartas e perde a vez.
effect-wild = Coringa: pode ser jogado sobre qualquer carta; o jogador escolhe a cor seguinte.
effect-wild-draw-four = Coringa +4: o jogador escolhe a cor seguinte; o jogador seguinte compra 4 cartas e perde a vez.
face-wild-signs = Carta preta com uma oval em { $colors }, com o sinal { $system } de cada cor.
face-wild = Carta preta com uma oval em { $colors }.
face-colour-card = Carta { $color }.
face-sentence = { $text }.
face-no-signs = Desenhada sem os sinais ColorADD.
face-number = Número { $number }: pode ser jogado sobre a mesma cor ou o mesmo número.
face-number-underlined = Número { $number } (sublinhado para não se ler como 6 ou 9 de pernas para o ar): pode ser jogado sobre a mesma cor ou o mesmo número.
face-vision = Cores como as vê quem tem { $vision } (simulação).
face-note-teal = O ColorADD não tem azul-petróleo; o unokit usa o código mais próximo, azul claro.
face-note-magenta = O ColorADD não tem magenta; o unokit usa o código mais próximo, violeta claro.
face-sign-coloradd = Sinal ColorADD { $code }: { $sign }
face-sign-mattel = Símbolos Mattel para daltónicos: { $sign } para { $color }
face-sign-letters = Sinais de letras: { $sign } para { $color }
face-letter = letra { $letter }
system-coloradd = ColorADD
system-mattel = dos símbolos Mattel para daltónicos
system-letters = de letras
shape-circle = círculo
shape-square = quadrado
shape-triangle = triângulo
shape-star = estrela
vision-protanopia = protanopia
vision-deuteranopia = deuteranopia
vision-tritanopia = tritanopia
vision-achromatopsia = acromatopsia

## Sinais ColorADD por palavras

colorsign-bar = barra
colorsign-red-triangle = triângulo vermelho
colorsign-blue-triangle = triângulo azul
colorsign-small-square = quadrado pequeno
colorsign-mixture = { $sign } ({ $mixture })
colorsign-in-frame = { $sign } numa moldura branca
colorsign-white-frame = moldura branca
colorsign-cut-out = { $sign } recortado num quadrado preto
colorsign-black-square = quadrado preto
colorsign-crescent = { $sign } com um crescente à esquerda
colorsign-light = { $color } claro
colorsign-dark = { $color } escuro
colorsign-grey = cinzento
colorsign-gold = dourado
colorsign-silver = prateado

## unokit cards: o index.html da pasta

cards-index-title = Cartas unokit: { $preset }
cards-index-title-vision = Cartas unokit: { $preset }, como as vê quem tem { $vision }
cards-index-intro = { $count } cartas diferentes do baralho { $preset } (tamanho { $size }), o verso e as cartas de referência ColorADD. ColorADD® é um código de cores de Miguel Neiva (coloradd.net), usado nos termos da sua licença; o unokit desenha os sinais a partir da sua geometria.

## Folhas para imprimir (unokit sheet). O rodapé é uma linha.

sheet-pdf-title = Folha de cartas unokit: { $title }
sheet-footer = { $title } · página { $page } de { $pages } · { $what } · imprimir a 100%: régua = 50 mm
sheet-footer-faces = frentes { $number }/{ $total }
sheet-footer-backs-long = versos { $number }/{ $total } (virar pelo lado maior)
sheet-footer-backs-short = versos { $number }/{ $total } (virar pelo lado menor)
sheet-dots-footer = { $title } pontos braille { $part }/{ $parts } · acompanha a página { $page } de { $pages } da folha de cartas · imprimir a 100%: régua = 50 mm
sheet-braille-label-alt = { $card }: etiqueta braille
braille-key-dots-title = Chave braille: { $lines }
braille-key-title = Chave braille em braille
braille-key-title-part = Chave braille em braille ({ $part } de { $parts })
braille-key-description = Braille integral em relevo (tabela { $table } do liblouis), em minúsculas, uma linha por fila, lido com a carta rodada um quarto de volta no sentido contrário aos ponteiros do relógio: { $lines }. A primeira letra da etiqueta de uma carta é a sua cor, com as letras da notação; depois o sinal de número e um algarismo num número, s para Bloqueio, r para Inversão, { $draw } para +2; w é um Coringa.

## Razões: porque se pode ou não jogar uma jogada ou uma carta (Game.explain). Uma frase sem ponto final,
## o facto principal primeiro. $name, $current, $target, $offender: nomes de jogadores; $card, $first,
## $top: nomes de cartas ($card_gender, $top_gender: o género); $color: uma cor como nome ("vermelho");
## $color_feminine: a cor a concordar com "carta" ("vermelha"); $rules: o nome das regras (notação);
## $codes e 'swap { $target }': notação das jogadas, que não muda com a língua.
## Termos das regras da casa, como em rule-*: Entrar na vez, Sete-Zero, Rodar no zero, Acumular
## cruzado, Jogo obrigatório, Comprar até servir, Sem bluff. Declare UNO = "dizer UNO"; catch = "apanhar".

reason-and = { $first }; { $then }
reason-no-seat = não há lugar { $seat } nesta mesa; os lugares são de 0 a { $last }
reason-round-over = a ronda acabou; já não se pode jogar
reason-player-out = { $name } já saiu da ronda e não joga mais
reason-not-your-turn = é a vez de { $current }, não de { $name }
reason-choose-first = { $name } tem primeiro de escolher a cor do Coringa inicial: { $colors }
    .colors-list = or
reason-no-wild-starter = não há nenhum Coringa inicial à espera de cor
reason-answer-first = { $name } tem primeiro de responder ao Coringa +4: contestar ou aceitar
reason-not-a-color = { $color } não é uma cor do jogo { $rules }; as cores são: { $colors }
reason-not-held = { $name } não tem { $card }
reason-holds-only = { $name } só tem { $have } { $card }, não { $count }
reason-one-card-only = só se pode jogar uma carta de cada vez no jogo { $rules }
reason-not-card-nor-move = { $text } não é uma carta nem uma jogada: { $error }
reason-not-a-move = { $error }
reason-you-name-color = a seguir escolhe a cor
reason-you-choose-swap = Sete-Zero: a seguir escolhe com quem troca de mão
reason-names-starter-color = { $name } escolhe { $color } como cor do Coringa inicial
reason-drawn-playable = a carta comprada, { $card }, pode ser jogada: { $reason }
reason-names-color = escolhe { $color }
reason-declares-uno = diz UNO

## Razões: combinar com a carta do topo

reason-no-color-yet = ainda sem cor
reason-color-or-neighbours = { $color } (ou as cores vizinhas, { $left } e { $right })
reason-not-named-color = { $card } não é da cor escolhida, { $colors }
reason-matches-neither = { $card } não combina com { $colors } nem com { $rank }
reason-wild-on-any = um Coringa pode ser jogado sobre qualquer carta
reason-matches-color = { $card } tem a mesma cor: { $color }
reason-matches-number = { $card } tem o mesmo número: { $rank }
reason-matches-symbol = { $card } tem o mesmo símbolo: { $rank }
reason-neighbouring-color = { $card } é de uma cor vizinha de { $color }

## Razões: o Coringa +4 e a contestação

reason-w4-any-time = um Coringa +4 pode ser jogado a qualquer momento no jogo { $rules }
reason-w4-bluff = válido, mas é bluff: { $name } tem uma carta { $color_feminine } ({ $card }), por isso o Coringa +4 não é permitido e pode ser contestado
reason-w4-allowed = permitido: { $name } não tem nenhuma carta { $color_feminine }
reason-no-challenge = não se pode contestar um Coringa +4 no jogo { $rules }
reason-nothing-to-challenge = não há nenhum Coringa +4 para contestar ou aceitar
reason-may-challenge = { $name } pode contestar o Coringa +4: se { $offender } tinha uma carta { $color_feminine }, compra 4; se não, { $name } compra { $count }
reason-may-accept = { $name } pode aceitar o Coringa +4: compra 4 cartas e perde a vez
reason-no-bluffing = sem bluff: { $name } tem uma carta { $color_feminine } ({ $card })

## Razões: comprar e passar

reason-already-drawn = { $name } já comprou nesta vez: jogue a carta comprada, { $card }, ou passe
reason-only-drawn-card = agora só se pode jogar a carta comprada, { $card }
reason-pass-not-drawn = { $name } não comprou nesta vez; passar só serve para ficar com a carta acabada de comprar
reason-draw-nothing-left = { $name } pode comprar, mas não há nada para comprar, por isso comprar acaba a vez
reason-draw-may-play = { $name } pode comprar uma carta em vez de jogar; se a carta comprada servir, pode jogá-la ou ficar com ela
reason-draw-ends-turn = { $name } pode comprar uma carta em vez de jogar; comprar acaba a vez
reason-may-keep = { $name } pode ficar com a carta comprada, { $card }, e acabar a vez
reason-draw-to-match = { $name } pode comprar em vez de jogar: comprar até servir tira cartas até uma servir, e essa pode ser jogada ou guardada
reason-force-play = jogo obrigatório: a carta comprada, { $card }, serve, por isso { $name } tem de a jogar

## Razões: acumular penalizações, várias cartas de uma vez

reason-pending-draw-two = há um +2 pendente: só outro +2 ou comprar
reason-pending-wild-draw-four = há um Coringa +4 pendente: só outro Coringa +4 ou comprar
reason-pending-cross-draw-two = há um +2 pendente: só outro +2, um Coringa +4 (acumular cruzado) ou comprar
reason-pending-cross-wild-draw-four = há um Coringa +4 pendente: só outro Coringa +4 ou comprar (acumular cruzado nunca põe um +2 sobre um Coringa +4)
reason-adds-to-penalty = { $name } junta { $cards } à penalização pendente de { cards-count }
reason-stack-cross = acumular cruzado: a partir de agora só se podem juntar Coringas +4
reason-takes-penalty = { $name } compra a penalização toda, { cards-count }, e perde a vez
reason-not-one-kind = { $first } e { $card } não são o mesmo número, ação ou Coringa: várias cartas de uma vez têm de ser todas do mesmo tipo
reason-others-same-card = as outras cartas são iguais
reason-others-same-kind = as outras cartas são do mesmo tipo

## Razões: entrar na vez

reason-jump-in-drawn = é a vez de { $current }, que já comprou: não se pode entrar na vez até à vez seguinte
reason-jump-in-choose = { $current } tem de escolher a cor do Coringa inicial: agora não se pode entrar na vez
reason-jump-in-challenge = { $current } tem primeiro de responder ao Coringa +4: agora não se pode entrar na vez
reason-jump-in-pending = há uma penalização pendente para { $current }: agora não se pode entrar na vez
reason-jump-in-one-card = entrar na vez: fora de vez só se pode jogar uma carta
reason-jump-in-wild = entrar na vez: { $card_gender ->
    [feminine] uma
   *[masculine] um
} { $card } nunca entra na vez; é a vez de { $current }, não de { $name }
reason-jump-in-not-identical = entrar na vez: { $card } não é igual à carta do topo, { $top }; é a vez de { $current }, não de { $name }
reason-jump-in-own-card = entrar na vez: { $name } jogou a carta do topo, { $top }, e não pode entrar na vez sobre ela
reason-jump-in = entrar na vez: { $card } é igual à carta do topo; { $current } perde a vez

## Razões: Sete-Zero e Rodar no zero

reason-swap-off = o jogo { $rules } não tem a troca do Sete-Zero (seven_swap desligado): jogue { $codes } sem 'swap { $target }'
reason-swap-last-card = Sete-Zero: { $card } é a última carta de { $name }, uma jogada normal; escreva-a sem 'swap { $target }'
reason-swap-name-seat = Sete-Zero: um 7 que não seja a última carta troca de mão; diga o lugar com quem trocar, por exemplo 'play { $codes } swap { $target }'
reason-swap-no-seat = Sete-Zero: não há lugar { $seat } nesta mesa; os lugares são de 0 a { $last }
reason-swap-self = Sete-Zero: { $name } não pode trocar de mão consigo mesmo; escolha outro lugar
reason-swap-out = Sete-Zero: { $name } já saiu da ronda; troque com um lugar que ainda esteja a jogar
reason-swap-no-uno = Sete-Zero: um 7 que troca de mão nunca diz UNO
reason-swap-with = Sete-Zero: troca de mão com { $name } ({ cards-count })
reason-zero-rotate-no-uno = rodar no zero: um 0 que não seja a última carta passa todas as mãos, por isso nunca diz UNO
reason-zero-rotate-clockwise = rodar no zero: todas as mãos passam ao jogador seguinte, no sentido dos ponteiros do relógio
reason-zero-rotate-counter-clockwise = rodar no zero: todas as mãos passam ao jogador seguinte, no sentido contrário aos ponteiros do relógio

## Razões: UNO

reason-no-uno = o jogo { $rules } não tem UNO: ninguém o diz e ninguém pode ser apanhado
reason-uno-at-one-card = { $name } tem { cards-count }; diz-se UNO com uma carta
reason-uno-nothing-to-declare = { $name } não tem nada a dizer: o UNO foi dito a tempo ou já passou a altura de o apanhar
reason-catch-self = { $name } não se pode apanhar a si mesmo; diga 'uno'
reason-catch-not-one = { $target } tem { cards-count }, não uma, por isso não há nada para apanhar
reason-catch-too-late = { $target } não pode ser apanhado: o UNO foi dito ou já passou a altura de o apanhar
reason-uno-leaves = só se diz UNO com uma jogada que deixe exatamente uma carta; esta jogada deixa { cards-count }
reason-may-declare-uno = { $name } tem uma carta e ainda pode dizer UNO antes de ser apanhado
reason-may-catch = { $target } tem uma carta e não disse UNO: { $name } pode apanhá-lo ({ $target } compra { $count })

## O campo de comandos (unokit/commands.py): as mensagens. $typed, $token: o que foi escrito, entre
## aspas; $card, $cards: nomes de cartas; $example, $write: o que escrever; $gender: o género da carta.

command-help = escreva uma jogada, como r5, vermelho 5, coringa azul, compra, passo, uno, apanho 2, contesto ou aceito, ou uma pergunta, como mão, topo, contagens, vez, últimas, jogadas, pontos ou ajuda
command-nothing-typed = nada escrito: { command-help }
command-other-seat = { $typed } é uma jogada do lugar { $other }; você é o lugar { $seat }
command-nothing-after-seat = nada depois do lugar em { $typed }: { command-help }
command-takes-nothing = { $typed }: { $verb } não leva nada a seguir; escreva só { $write }
command-choose-one-colour = { $typed }: escreva escolho e uma cor, por exemplo 'escolho azul'
command-play-what-drawn = { $typed }: jogar o quê? Diga uma carta, por exemplo 'jogo r5' ou 'vermelho 5'
command-drawn-wild-colour = diga uma cor para { $gender ->
    [feminine] a { $card } comprada
   *[masculine] o { $card } comprado
}, por exemplo 'coringa azul'
command-nobody-to-catch = ninguém pode ser apanhado agora: apanhar é para um jogador com uma só carta que não disse UNO
command-swap-whom = { $typed }: trocar de mão com quem? Diga um número de lugar (0 a { $last }) ou um nome: { $names }
command-catch-whom = { $typed }: apanhar quem? Diga um número de lugar (0 a { $last }) ou um nome: { $names }
command-swap-off = { $typed }: só se trocam mãos com a regra da casa Sete-Zero, que está desligada
command-swap-no-seven = { $typed }: nenhum 7 seu pode trocar de mão com o lugar { $target } agora; o Sete-Zero troca com um 7 que sirva e não seja a sua última carta, por exemplo 'vermelho 7 troco 2'
command-swap-which = { $typed } pode ser com { $cards }: diga qual, por exemplo '{ $example } troco { $target }'
command-wild-colour-last = { $typed }: a cor de um Coringa vem depois da última carta, por exemplo 'coringa azul'
command-not-a-card = { $token } não é uma carta, uma cor nem um comando; { command-help }
command-play-what = { $typed }: jogar o quê? Diga uma carta, por exemplo 'r5' ou 'vermelho 5'
command-hold-no-card = não tem { $gender ->
    [feminine] nenhuma
   *[masculine] nenhum
} { $card }
command-wild-colour = diga uma cor para { $gender ->
    [feminine] a
   *[masculine] o
} { $card }, por exemplo { $example }
command-invalid-move = { $typed }: { $error }
command-hold-no-colour = não tem nenhuma carta { $color }
command-hold-no-rank = não tem { $gender ->
    [feminine] nenhuma
   *[masculine] nenhum
} { $rank }
command-which-card = { $typed } pode ser { $cards }: diga qual, por exemplo '{ $example }'

## As palavras do campo de comandos: cada mensagem lista, separadas por vírgulas, as palavras que
## valem pela palavra inglesa da mesma mensagem em en.ftl (acentos opcionais). Nunca um algarismo
## sozinho (os algarismos são notação: "1: draw", "apanho 2"). O campo lê também a notação e o inglês.

command-words-draw = compra, comprar, compro
command-words-pass = passo, passar, passa, fico, fico com ela
command-words-challenge = contesto, contestar, contesta
command-words-accept = aceito, aceitar, aceita
command-words-uno = uno, digo uno, dizer uno
command-words-choose = escolho, escolher, escolhe
command-words-catch = apanho, apanhar, apanha
command-words-swap = troco, trocar, troca
command-words-play = jogo, jogar, joga
command-words-red = vermelho, vermelha
command-words-yellow = amarelo, amarela
command-words-green = verde
command-words-blue = azul
command-words-orange = laranja
command-words-teal = azul-petróleo
command-words-purple = violeta, roxo, roxa
command-words-magenta = magenta
command-words-zero = zero
command-words-one = um, uma
command-words-two = dois, duas
command-words-three = três
command-words-four = quatro
command-words-five = cinco
command-words-six = seis
command-words-seven = sete
command-words-eight = oito
command-words-nine = nove
command-words-skip = bloqueio
command-words-reverse = inversão
command-words-draw-two = mais dois, mais 2
command-words-wild = coringa
command-words-wild-draw-four = coringa mais quatro, coringa mais 4
command-words-hand = mão, minha mão, cartas, minhas cartas
command-words-top = topo, carta do topo
command-words-counts = contagens, contagem
command-words-turn = vez, de quem é a vez, quem
command-words-last = últimas, últimas jogadas
command-words-moves = jogadas, jogadas possíveis, opções
command-words-scores = pontos, pontuação
command-words-help = ajuda, teclas

## As respostas das perguntas de uma tecla (unokit/announce.py: h t c w m s ?). Frases curtas, o facto
## principal primeiro; "você" é quem ouve. As letras das teclas (h t c w l m s) ficam as mesmas.

answer-sentence = { $text }.
answer-ordinal = { $place }.º
answer-places = Lugares: { $places }
answer-place = { $place } { $name }
answer-wins = { $name } ganha a ronda
answer-wins-blocked = { $name } ganha a ronda, que ficou bloqueada
answer-scored = { $result }; { $scores } pontos
answer-scores-item = { $name } marca { $points }
answer-hand-won = 0 cartas: ganhou a ronda.
answer-hand-out = 0 cartas: saiu, em { $place } lugar.
answer-hand-empty = 0 cartas.
answer-hand-count = { cards-count }.
answer-group = { $title }, { cards-count }
answer-group-number-first = { $color }: { cards-count }
answer-group-items = { $label }: { $items }.
answer-wild-word = coringas
answer-wild-title = Coringas
answer-item-wild = Coringa
answer-item-draw-four = Coringa +4
answer-just-drawn = Acabada de comprar: { $card }, que pode jogar ou guardar.
answer-playable = Servem: { $cards }.
answer-none-playable = Nenhuma serve: compre.
answer-another = { $gender ->
    [feminine] outra
   *[masculine] outro
} { $rank }
answer-a = { $gender ->
    [feminine] uma
   *[masculine] um
} { $rank }
answer-top = Carta do topo { $card }, cor { $color }.
answer-top-no-colour = Carta do topo { $card }, ainda sem cor escolhida.
answer-you-name-it = Tem de escolher a cor.
answer-they-name-it = { $name } tem de escolher a cor.
answer-you-may-challenge = Coringa +4: pode contestá-lo, ou aceitar e comprar 4.
answer-they-may-challenge = Coringa +4: { $name } pode contestá-lo, ou aceitar e comprar 4.
answer-penalty-you = Penalização: { cards-count } para si.
answer-penalty = Penalização: { cards-count } para { $name }.
answer-penalty-you-unless = Penalização: { cards-count } para si, a não ser que junte { $added }.
answer-penalty-unless = Penalização: { cards-count } para { $name }, a não ser que junte { $added }.
answer-no-penalty = Sem penalização.
answer-piles = Monte de compra { $draw ->
    [one] { $draw } carta
   *[other] { $draw } cartas
}, monte de descarte { $discard ->
    [one] { $discard } carta
   *[other] { $discard } cartas
}.
answer-label-you = { $name } (você)
answer-label-to-act = { $name } (a jogar)
answer-label-you-to-act = { $name } (você, a jogar)
answer-count = { $label } { $count }
answer-count-uno = { $label } { $count } UNO
answer-count-no-uno = { $label } { $count } sem UNO
answer-count-no-uno-full = { $label } { $count } sem UNO, pode ser apanhado
answer-count-won = { $label } 0, ganhou a ronda
answer-count-out = { $label } saiu em { $place }
answer-type-catch = Escreva apanho { $seat } para apanhar { $name }.
answer-round-over = Ronda acabada. { $outcome }
answer-turn-sentences = { $turn }. { $way }, { $next }.
answer-turn-you = A sua vez
answer-turn-other = Vez de { $name }
answer-turn-choose-you = A sua vez: tem de escolher a cor do Coringa inicial
answer-turn-choose-other = Vez de { $name }: tem de escolher a cor do Coringa inicial
answer-turn-challenge-you = A sua vez: tem de contestar ou aceitar o Coringa +4
answer-turn-challenge-other = Vez de { $name }: tem de contestar ou aceitar o Coringa +4
answer-turn-penalty-you = A sua vez, com uma penalização de { cards-count }
answer-turn-penalty-other = Vez de { $name }, com uma penalização de { cards-count }
answer-turn-drawn-you = A sua vez: tem de jogar a carta que comprou, { $card }, ou passar
answer-turn-drawn-other = Vez de { $name }: tem de jogar a carta que comprou ou passar
answer-clockwise = No sentido dos ponteiros do relógio
answer-counter-clockwise = No sentido contrário aos ponteiros do relógio
answer-clockwise-full = No sentido dos ponteiros do relógio (os números dos lugares sobem)
answer-counter-clockwise-full = No sentido contrário aos ponteiros do relógio (os números dos lugares descem)
answer-you-next = você a seguir
answer-next = { $name } a seguir
answer-no-moves-over = Sem jogadas: a ronda acabou.
answer-no-moves-out = Sem jogadas: já saiu da ronda.
answer-no-moves-turn = Sem jogadas: é a vez de { $name }.
answer-label-name-colour = { $label }, escolher uma cor
answer-label-naming = { $label }, escolhe { $color }
answer-label-say-uno = { $label }, dizer UNO
answer-label-with-uno = { $label } com UNO
answer-move-pass = passar
answer-move-draw = comprar
answer-move-choose = escolher uma cor
answer-move-uno = dizer UNO
answer-move-challenge = contestar
answer-move-accept = aceitar
answer-move-catch = apanhar { $name }
answer-reason-choose = escolher a cor do Coringa inicial: { $colors }
answer-move-entry = { $label }: { $reason }.
answer-moves-count = { $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
}
answer-moves-full = { answer-moves-count }. { $entries }
answer-moves-brief = { answer-moves-count }: { $entries }.
answer-no-places-yet = Ainda sem lugares: o black-uno conta lugares, não pontos.
answer-places-to-decide = A ronda continua até estarem decididos { $count } lugares.
answer-scores = Pontos: { $scores }.
answer-score-item = { $name } { $score }
answer-scoring-lowest = Em cada ronda, cada um soma os pontos que tem na mão; quando um total chega a { $target }, ganha o total mais baixo.
answer-scoring-winner = Ganha a partida o primeiro a chegar a { $target } pontos.
answer-keys = Teclas: { $keys }.
answer-key-item = { $key } { $what }
answer-key-h = a sua mão, agrupada por cor, com contagens
answer-key-t = a carta do topo, a cor em jogo e qualquer penalização à espera
answer-key-c = as cartas de cada lugar, por ordem, com UNO
answer-key-w = de quem é a vez e o sentido do jogo
answer-key-l = as últimas jogadas, desde a sua última vez
answer-key-m = as suas jogadas possíveis, com as razões
answer-key-s = os pontos
answer-key-help = esta lista de teclas
answer-keys-command-field = No campo de comandos escreva uma jogada, como r5, vermelho 5, coringa azul, compra, passo, uno, apanho 2, contesto ou aceito, ou uma pergunta: mão, topo, contagens, vez, últimas, jogadas, pontos, ajuda.

## Narração: o que aconteceu, uma mensagem por frase (Game.narration e setup_narration). $name, $target,
## $offender, $loser: nomes de jogadores; $cards: as cartas jogadas (lista); $card: o nome de uma carta;
## $color: uma cor sozinha (masculino: "vermelho"); $color_feminine: a cor de uma carta ("vermelha");
## $rank: uma carta de ação ($rank_gender: o seu género); $count, $due: números de cartas; $place; $points.

narr-plays = { $name } joga { $cards }.
narr-plays-uno = { $name } joga { $cards } e diz UNO.
narr-plays-names = { $name } joga { $cards } e escolhe { $color }.
narr-plays-names-uno = { $name } joga { $cards }, escolhe { $color } e diz UNO.
narr-names = { $name } escolhe { $color }.
narr-plays-first = { $name } joga primeiro.
narr-set-position = O jogo começa numa posição dada, com { $card } no topo; joga { $name }.
narr-loses-turn = { $name } perde a vez.
narr-loses-turns = { $name } perde { $count } vezes.
narr-reverse-skips = Com dois jogadores, a Inversão faz de Bloqueio: { $name } joga outra vez.
narr-reverses-skip-again = Com dois jogadores, as Inversões fazem de Bloqueios: { $name } joga outra vez.
narr-reverses-skip-next = Com dois jogadores, as Inversões fazem de Bloqueios: { $name } joga a seguir.
narr-direction-clockwise = O jogo segue agora no sentido dos ponteiros do relógio.
narr-direction-counter = O jogo segue agora no sentido contrário aos ponteiros do relógio.
narr-penalty-turn = { $name } compra { $count ->
    [one] 1 carta
   *[other] { $count } cartas
} e perde a vez.
narr-penalty = { $name } compra { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}.
narr-penalty-short-turn = { $name } compra { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, tudo o que resta de { $due }, e perde a vez.
narr-penalty-short = { $name } compra { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, tudo o que resta de { $due }.
narr-penalty-none-turn = { $name } devia comprar { $due ->
    [one] 1 carta
   *[other] { $due } cartas
}, mas não há nada para comprar, e perde a vez.
narr-penalty-none = { $name } devia comprar { $due ->
    [one] 1 carta
   *[other] { $due } cartas
}, mas não há nada para comprar.
narr-must-add = { $name } tem de juntar { $rank_gender ->
    [feminine] uma
   *[masculine] um
} { $rank } ou comprar { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}.
narr-reshuffle = O monte de descarte, menos a carta do topo, é baralhado num novo monte de compra.
narr-draws-nothing = { $name } compra, mas não há nada para comprar; a vez acaba.
narr-draws-playable = { $name } compra uma carta que pode jogar.
narr-draws-kept = { $name } compra uma carta; a vez acaba.
narr-keeps = { $name } fica com a carta comprada.
narr-draws-to-match = { $name } compra até ter uma carta que pode jogar: { $count } cartas.
narr-draws-to-match-none = { $name } compra { $count } cartas; nenhuma serve e não há mais para comprar; a vez acaba.
narr-declares-uno = { $name } diz UNO.
narr-catches = { $name } apanha { $target } sem UNO.
narr-may-challenge = { $name } pode contestar ou aceitar e comprar 4.
narr-accepts = { $name } aceita o Coringa +4.
narr-challenge-succeeds = { $name } contesta o Coringa +4. { $offender } tinha uma carta { $color_feminine }, por isso a contestação é válida.
narr-challenge-fails = { $name } contesta o Coringa +4. { $offender } não tinha nenhuma carta { $color_feminine }, por isso a contestação falha.
narr-plays-on = { $name } joga agora sobre { $color }.
narr-jumps-in = { $name } entra na vez; { $loser } perde a vez.
narr-swaps = { $name } troca de mão com { $target }: { $name } fica com { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, { $target } com { $target_count ->
    [one] 1 carta
   *[other] { $target_count } cartas
}.
narr-hands-pass-clockwise = Cada mão passa ao jogador seguinte, no sentido dos ponteiros do relógio.
narr-hands-pass-counter = Cada mão passa ao jogador seguinte, no sentido contrário aos ponteiros do relógio.
narr-out-wins = { $name } fica sem cartas e ganha a ronda.
narr-out-goes = { $name } fica sem cartas e sai.
narr-out-place = { $name } fica sem cartas, em { $place }.º lugar.
narr-blocked-wins = Ronda bloqueada: ninguém jogou durante uma volta inteira e não há nada para comprar. { $name } tem menos pontos e ganha.
narr-blocked-fewest = Ronda bloqueada: ninguém jogou durante uma volta inteira e não há nada para comprar. { $name } tem menos pontos dos que restam.
narr-places-decided = Os lugares estão decididos; a ronda acabou.
narr-scores = { $name } marca { $points } pontos.

## Narração da distribuição (setup_narration). $drew: cada jogador e a carta que tirou para ver quem dá
## (lista de narr-dealer-drew); $names: os jogadores empatados (lista).

narr-deals = { $name } dá { $count } cartas a cada jogador.
narr-dealer-drew = { $name } tira { $card }
narr-dealer-deals = Cada jogador tira uma carta para ver quem dá: { $drew }; { $name } tem o número mais alto e dá.
narr-dealer-tie = Cada jogador tira uma carta para ver quem dá: { $drew }; { $names } empatam e voltam a tirar.
narr-starter = A carta inicial é { $card }.
narr-starter-stays = Sai { $card }, que fica no monte de descarte sem efeito.
narr-starter-back = Sai { $card } como carta inicial; volta ao baralho, que é baralhado de novo.
narr-starter-reverse-skips = Com dois jogadores, a Inversão faz de Bloqueio: { $name } perde a vez.
narr-starter-reverse = O jogo segue no sentido contrário aos ponteiros do relógio, por isso começa { $name }.
narr-must-name = { $name } tem de escolher a cor.

## A resposta l (last_summary): as jogadas desde uma vez. $moves: as frases da narração; $since: answer-since-*
answer-last = { answer-moves-count } { $since }: { $moves }
answer-last-none = Nenhuma jogada { $since }.
answer-last-began = { $text } Como começou a ronda: { $setup }
answer-since-deal = desde a distribuição
answer-since-your-turn = desde a sua vez
answer-since-turn-of = desde a última vez de { $name }
answer-move-holds = { $text } { $name } tem { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}.
answer-moves-lead = { $turn }, sobre { $card }.
answer-moves-lead-color = { $turn }, sobre { $card } ({ $color }).
answer-moves-announced = { $lead } { $moves }

## O que só quem ouve pode fazer ou saber (catch_chance, cards_got). $cards: as cartas de quem ouve (lista).
## O botão é citado como a mesa o mostra; a palavra a escrever é a portuguesa.
answer-catch-chance = { $name } não disse UNO: pode apanhar { $name } (o botão “Apanhar { $name }”, ou escreva apanho { $name }).
answer-got-drawn-you = Comprou { $cards }.
answer-got-drawn = { $who } comprou { $cards }.
answer-got-given-you = Recebeu { $cards }.
answer-got-given = { $who } recebeu { $cards }.

## A mesa de jogo (unokit/widgets: GameTable(..., lang=)). O que a mesa diz na linha de estado e mostra
## como etiquetas. $name, $target, $viewer: nomes de jogadores; $card, $cards: nomes de cartas; $count,
## $due: números de cartas; $cursor, $total: números de jogadas; $seat, $viewer: números de lugares (notação).
table-your-turn = A sua vez
table-choose-move-of = Escolhe a jogada de { $name }
table-turn-playable = { $turn }: { $count ->
    [one] 1 carta jogável
   *[other] { $count } cartas jogáveis
}.
table-turn-playable-or-draw = { $turn }: { $count ->
    [one] 1 carta jogável
   *[other] { $count } cartas jogáveis
}, ou compre { $due }.
table-turn-challenge = { $turn }: conteste o Coringa +4 ou aceite-o.
table-turn-choose-starter = { $turn }: escolha a cor do Coringa inicial.
table-you-drew-playable = Comprou { $card }: jogue-a ou fique com ela.
table-drew-playable = { $name } comprou { $card }: jogue-a ou fique com ela.
table-to-act = Vez de { $name }.
table-to-act-jump-in = Vez de { $name }. Pode entrar na vez: { $label }, ou deixar o jogo seguir.
table-handover = Vez de { $name }: passe o ecrã a { $name }.
table-handover-jump-in = { $name } pode entrar na vez: passe o ecrã a { $name }.
table-round-over = Ronda terminada.
table-round-over-outcome = Ronda terminada. { $outcome }
table-wins-round = { $name } ganha a ronda.
table-places = Lugares: { $names }.
table-points = Pontos: { $points }.
table-outcome-winner = { $name } ganha a ronda
table-outcome-winner-places = { $name } ganha a ronda (lugares: { $places })
table-outcome-decided = A ronda está decidida
table-outcome-decided-places = A ronda está decidida (lugares: { $places })
table-outcome-points = { $outcome }; pontos: { $points }.
table-outcome-end = { $outcome }.
table-challenge-evidence = A mão de { $name }, mostrada só a si, tinha { $card }.
table-swap-named = { $name } troca de mão com { $target }: { $viewer } tem agora { $held }, { $theirs }.
table-swap-you = Troca de mão com { $target }: tem agora { $held }, { $theirs }.
table-swap-with-you = { $name } troca de mão consigo: tem agora { $held }, { $theirs }.
table-now-holds = { $name } tem agora { $held }.
table-you-now-hold = Tem agora { $held }.
table-jump-in-plain = Entrar na vez com { $card }
table-jump-in-uno = Entrar na vez com { $card } e dizer UNO
table-jump-in-swap-plain = Entrar na vez com { $card } e trocar de mão com { $name }
table-jump-in-swap-uno = Entrar na vez com { $card }, trocar de mão com { $name } e dizer UNO
table-jump-in-offer-one = { $name } pode entrar na vez com { $card }: passe o ecrã a { $name }.
table-jump-in-offer-many = { $names } podem entrar na vez com { $card }: passe o ecrã a quem o fizer.
table-not-played = Não jogada: { $reason }
table-refuse-past = Está a ver a jogada { $cursor } de { $total }, uma posição passada: vá à última jogada, ou escolha “Continuar daqui”, para jogar.
table-refuse-bot-seat = O lugar { $seat } é de um bot: não pode jogar por ele.
table-refuse-hidden = Todas as mãos estão escondidas até a próxima pessoa pegar no ecrã.
table-refuse-other-seat = Está no lugar { $viewer }: não pode jogar pelo lugar { $seat }.
table-no-seat-to-act = A ronda terminou: não é a vez de ninguém.
table-hidden-show-first = Todas as mãos estão escondidas: carregue primeiro em “Sou { $name }: mostrar a minha mão”.
table-all-bots = Nenhuma mão é sua: todos os lugares desta mesa são bots.
table-empty-command = Escreva uma jogada, como r7 ou vermelho 7, ou ? para as teclas e os comandos.
table-empty-command-round-over = A ronda terminou: não há jogada a escrever. Escreva ? para as teclas e os comandos.
table-no-hint = Sem sugestão agora: não é a vez de ninguém que possa ajudar.
table-hint = Sugestão para { $name }: { $move } — { $why }
table-where-deal = a distribuição
table-where-move = a jogada { $cursor } de { $total }
table-showing = A mostrar { $where }: { $last }
table-moves-so-far = Jogadas até agora ({ $cursor } de { $total } mostradas)
table-moves-count = { $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
}
table-legal-heading = Jogadas possíveis de { $whose } ({ $moves })
table-legal-past = (nesta posição passada)
table-legal-none-over = Nenhuma: a ronda terminou.
table-legal-none = Nenhuma jogada possível agora.
table-whose-every = todos os lugares
table-whose-nobody = ninguém (as mãos estão escondidas)
table-whose-you = { $name } (você)
table-command-label = Comando
table-keys-intro = Com o foco dentro da mesa (e fora de um campo de texto), uma tecla responde a uma pergunta na linha de estado; o foco fica onde está.
table-browse-mode-note = Com um leitor de ecrã em modo de navegação, as teclas de letras podem mover-se pela página: passe ao modo de foco (NVDA: NVDA+Espaço) ou escreva a pergunta como palavra no campo de comandos (mão, topo, contagens, vez, últimas, jogadas, pontos) e carregue em Enter.
table-keys-command-field = No campo de comandos (a paragem de Tab a seguir à sua mão), escreva:
table-keys-recall = As setas para cima e para baixo no campo recuperam comandos anteriores.
table-example-1-text = r5, vermelho 5, 5 vermelho ou jogo r5
table-example-1-does = jogar o 5 vermelho
table-example-2-text = coringa azul, w+4 verde
table-example-2-does = jogar um Coringa e dizer a sua cor
table-example-3-text = r5 uno
table-example-3-does = jogar o 5 vermelho e dizer UNO
table-example-4-text = compro, passo
table-example-4-does = comprar uma carta; ficar com a carta comprada
table-example-5-text = uno, apanho 2, apanho Ben
table-example-5-does = dizer UNO atrasado; apanhar quem não o disse
table-example-6-text = r7 troco 2, troco Ben
table-example-6-does = jogar um 7 e trocar de mão com o lugar 2 ou com Ben (Sete-Zero)
table-example-7-text = contesto, aceito
table-example-7-does = responder a um Coringa +4
table-example-8-text = escolho azul
table-example-8-does = dizer a cor de um Coringa inicial
table-example-9-text = mão, topo, contagens, vez, últimas, jogadas, pontos, ajuda
table-example-9-does = fazer uma pergunta (como as teclas h t c w l m s ?)
table-playing-on = A jogar a partir da jogada { $cursor }; jogadas retiradas: { $dropped }.
table-loaded-teaching = Registo carregado, com { $count }; avance para o seguir.
table-loaded-play = Registo carregado, com { $count }; continue a jogar a partir da última jogada.
table-loaded-play-start = Registo carregado, com { $count }; continue a jogar a partir do início.
table-button-hint = Sugestão
table-button-draw = Comprar uma carta
table-button-draw-penalty = Comprar { $count } cartas (aceitar a penalização)
table-button-keep = Ficar com a carta (passar)
table-button-keep-drawn = Ficar com a carta comprada (passar)
table-button-challenge = Contestar o Coringa +4
table-button-accept = Aceitar: comprar 4
table-button-uno = Dizer UNO
table-button-next-round = Ronda seguinte
table-button-let-play = Deixar o jogo seguir
table-button-let-play-tooltip = Deixar o jogo seguir: não entrar na vez
table-button-step = Avançar
table-button-step-tooltip = O bot da vez faz a sua jogada
table-any-legal-move = Qualquer jogada possível
table-button-make-move = Fazer esta jogada
table-button-catch-short = Apanhar
table-button-catch = Apanhar { $name }: não disse UNO
table-jump-in-offer-label = { $name }: entrar na vez com { $card } (pegar no ecrã)
table-choose-starter-colour = Escolher { $color } para o Coringa inicial
table-starter-label = Escolha a cor do Coringa inicial
table-starter-help = As setas movem entre as cores; Enter escolhe.
table-hand-label = Mão de { $name }: { $cards }
table-card-face-down = Carta virada para baixo
table-card-face-down-why = Esta carta está virada para baixo: só quem a tem a pode ver.
table-badge-playable = ✓ jogável
table-badge-legal = ✓ permitida
table-badge-face-down = virada para baixo
# another player's hidden hand, drawn as a fan of card backs: its accessible name (static/hand.js)
table-hand-face-down-fan = { $count ->
    [one] { $count } carta virada para baixo
   *[other] { $count } cartas viradas para baixo
}
table-badge-not-now = ✕ agora não
table-hand-no-game = Não há jogo para jogar.
table-hand-stale = Essa escolha foi feita numa vista antiga da mão, que mudou entretanto; nada foi jogado. Veja de novo e escolha.
table-hand-cancelled-seat = Escolha de lugar cancelada; nada foi jogado.
table-hand-cancelled-colour = Escolha de cor cancelada; nada foi jogado.
table-hand-card-gone = Essa carta já não está nesta mão; nada foi jogado.
table-hand-not-from-here = { $card } não pode ser jogada daqui agora.
table-hand-cannot-play = { $card } não pode ser jogada: { $reason }
table-heading = Mesa: { $rules }, ronda { $round }, { $players } jogadores
table-mark-to-act = a jogar
table-mark-dealer = dá as cartas
table-mark-out = fora
table-role-you = você
table-role-person = pessoa
table-role-bot = bot { $bot }
table-uno-missed = não disse UNO: pode ser apanhado
table-uno-one-left = UNO: resta 1 carta
table-nobody-to-act = Não é a vez de ninguém.
table-turn-you-seat = A sua vez (lugar { $seat }).
table-turn-of = Vez de { $name }.
table-turn-of-seat = Vez de { $name } (lugar { $seat }).
table-you-just-drew = Acabou de comprar { $card } e pode jogá-la ou ficar com ela.
table-just-drew = { $name } acabou de comprar { $card } e pode jogá-la ou ficar com ela.
table-no-penalty = Sem penalização à espera.
table-penalty-waiting = Penalização à espera: { $due } cartas
table-penalty-for = {" "}para { $name }
table-penalty-challenge = , que pode contestar o { $rank } ou aceitar e comprar { $due }.
table-penalty-unless = , a não ser que junte { $words }.
table-colour-none = ainda nenhuma
table-colour-none-why = (o Coringa inicial espera por uma cor)
table-clockwise = no sentido dos ponteiros do relógio (os números dos lugares sobem)
table-counter-clockwise = no sentido contrário aos ponteiros do relógio (os números dos lugares descem)
table-discard-pile = Monte de descarte:
table-active-colour = Cor em jogo:
table-direction = Sentido:
table-draw-pile = Monte de compra:
table-scores-caption = Pontos (totais da partida)
table-scores-player = Jogador
table-scores-points = Pontos
table-scores-place = Lugar
table-place = { $place }.º
table-mode-teaching = Modo de ensino: todas as mãos estão viradas para cima.
table-mode-waiting = Modo de jogo: à espera que { $name } pegue no ecrã.
table-mode-bots = Modo de jogo: só bots, todas as mãos viradas para baixo.
table-mode-you-are = Modo de jogo: você é { $name }.
table-mode-view-of = Modo de jogo: vista de { $name }.
table-handover-why-turn = É a vez de { $name }
table-handover-why-jump-in = { $name } pode entrar na vez com { $card }
table-handover-text = { $why }: passe o ecrã a { $name }. Todas as mãos estão escondidas até lá.
table-show-my-hand = Mostrar a minha mão
table-i-am = Sou { $name }: mostrar a minha mão
table-past-position = Esta é uma posição passada da ronda: vá à última jogada para jogar.
table-key-help-keys = ? ou F1
table-command-send = Enviar
table-command-keys-button = Teclas (? ou F1)
table-command-help = Uma jogada (r5, vermelho 5, coringa azul, compro, passo, uno, apanho 2, contesto) ou uma pergunta (mão, topo, contagens). Seta para cima: comandos anteriores.
table-command-title = Teclas
table-command-close = Fechar
table-command-intro = Com o foco dentro da mesa (e fora de um campo de texto), uma tecla responde na linha de estado; o foco fica onde está.
table-command-field-heading = O campo de comandos
table-command-field-intro = A paragem de Tab a seguir à sua mão. Escreva uma jogada ou uma pergunta e carregue em Enter:
table-step-past = Vá à última jogada para deixar os bots continuar.
table-step-over = A ronda terminou.
table-step-person = É a vez de { $name }: escolha uma carta, ou compre.
table-hand-no-cards = Sem cartas.
table-hand-help-play = As setas movem entre as cartas; Enter ou Espaço joga a carta com o foco.
table-hand-help-no-play = As setas movem entre as cartas; agora não pode jogar desta mão.
table-hand-table-keys = {" "}A tecla h lê a sua mão; ? lista todas as teclas.
table-hand-say-uno = {" "}Dizer “UNO” com esta jogada
table-hand-chooser-help-players = As setas movem entre os jogadores; Enter escolhe; Escape cancela.
table-hand-chooser-help-colours = As setas movem entre as cores; Enter escolhe; Escape cancela.
table-hand-cancel = Cancelar
table-hand-choose-swap = Escolha com quem trocar de mão para { "{card}" }
table-hand-choose-colour = Escolha a cor para { "{card}" }
# as definições de fala e sons (voice.py; static/voice.js); { "{rate}" } e { "{name}" } são postos pela
# página: a velocidade da fala e o nome de uma voz. $events: as palavras dos sons
table-voice-legend = Fala e sons
table-voice-speech = Ler os anúncios em voz alta (a síntese de fala do navegador)
table-voice-rate = Velocidade da fala
table-voice-rate-text = { "{rate}" } vezes a normal
table-voice-own = Voz das suas jogadas e respostas
table-voice-others = Voz das jogadas dos outros jogadores
table-voice-sounds = Tocar sons nos acontecimentos: { $events }
table-voice-default = Voz padrão do navegador
table-voice-missing = { "{name}" } (não existe neste navegador)
table-voice-no-speech = Este navegador não tem síntese de fala: os anúncios são mostrados, não lidos.
table-earcon-turn = a sua vez
table-earcon-play = uma carta jogada
table-earcon-draw = uma carta comprada
table-earcon-penalty = uma penalização (cartas a comprar, um apanhado, uma contestação)
table-earcon-uno = UNO dito
table-earcon-wild = um Coringa
table-earcon-end = o fim da partida
# as escolhas de visão das cores e de sistema de sinais
table-vision-normal = Visão das cores típica
table-vision-protanopia = Protanopia (sem cones vermelhos)
table-vision-deuteranopia = Deuteranopia (sem cones verdes)
table-vision-tritanopia = Tritanopia (sem cones azuis)
table-vision-achromatopsia = Acromatopsia (sem cores)
# $needs: as bibliotecas que faltam (nomes, lista)
table-vision-note = As pré-visualizações da visão das cores não são mostradas aqui: precisam de { $needs }, que esta edição não tem. Num computador com o unokit instalado, execute unokit dashboard, ou unokit cards --vision deuteranopia para as faces das cartas.
table-signs-coloradd = ColorADD (todas as cores)
table-signs-mattel = Símbolos da Mattel (vermelho, amarelo, verde, azul)
table-signs-letters = Letras (R, Y, G, B, O, T, P, M)
table-signs-none = Sem sinais
table-signs-uncovered-mattel = Os símbolos da Mattel não têm sinal para todas as cores deste jogo: as cartas mostram os sinais ColorADD.
table-signs-uncovered-letters = As letras não têm sinal para todas as cores deste jogo: as cartas mostram os sinais ColorADD.
# a legenda dos sinais (legend.py); $vision: vision-*
table-legend-preview = Pré-visualizar como
table-legend-caption = Sinais das cores ColorADD
table-legend-caption-mattel = Símbolos da Mattel para daltónicos: os sinais das cores nestas cartas
table-legend-caption-letters = Letras: os sinais das cores nestas cartas
table-legend-caption-vision = { $caption } — amostras como as vê quem tem { $vision }
table-legend-colour = Cor
table-legend-sign = Sinal
table-legend-name = Nome
table-legend-sign-is = O sinal é
# $sign: o sinal em palavras, e porque foi escolhido o código
table-legend-note-teal = { $sign }. O ColorADD não tem azul-petróleo; o unokit usa o código mais próximo, azul claro
table-legend-note-magenta = { $sign }. O ColorADD não tem magenta; o unokit usa o código mais próximo, violeta claro
table-legend-credit = ColorADD® é um sistema de identificação de cores de Miguel Neiva (licenciado); o unokit desenha os sinais a partir da sua geometria publicada.
table-legend-credit-mattel = segundo os símbolos das cartas UNO da Mattel adaptadas ao daltonismo.
table-legend-no-signs = Sem sinais das cores: as cartas mostram só as cores. Escolha ColorADD, símbolos da Mattel ou letras em Sinais das cores para os acrescentar.
# os tipos de bot (unokit.choices.TABLE_BOTS), no cabeçalho de um lugar (table-role-bot) e na escolha de bots
table-bot-random = aleatório
table-bot-uniform = uniforme
table-bot-greedy = guloso
# o painel de análise e linhas hipotéticas (analyse.py, analysis_view.py, lines.py). $move, $best: uma jogada
# em palavras (table-analysis-move-*); $percent, $low, $high: percentagens; $points: meia largura ("±4");
# $samples, $rollouts: simulações (algarismos); $where: table-analysis-deal ou table-analysis-after-move (sem artigo: "depois da");
# $policy: table-bot-*
table-analysis-move-naming = { $move }, escolhendo { $color }
table-analysis-move-swapping = { $move }, trocando de mão com { $name }
table-analysis-move-uno = { $move }, dizendo UNO
table-analysis-move-choose = Escolher { $color }
table-analysis-move-catch = Apanhar { $name }
table-analysis-move-draw = Comprar
table-analysis-move-pass = Ficar com a carta comprada (passar)
table-analysis-move-challenge = Contestar o Coringa +4
table-analysis-move-accept = Aceitar: comprar 4
table-analysis-move-say-uno = Dizer UNO
table-analysis-best = Melhor: { $move }, { $percent } ({ $points })
table-analysis-ahead = { $best }, claramente à frente de { $move }, { $percent }
table-analysis-even = { $best }, quase igual a { $move }, { $percent }
table-analysis-summary = { $best }. { $count ->
    [one] { $count } jogada ordenada
   *[other] { $count } jogadas ordenadas
} para { $name }; segue-se a tabela.
table-analysis-deal = distribuição
table-analysis-after-move = jogada { $cursor }
table-analysis-of-branch = { $place } do ramo { $number }
table-analysis-caption = Jogadas de { $name } depois da { $where }, da melhor para a pior: probabilidade de ganhar a partida, com o seu intervalo de 95% ({ $samples } simulações por jogada, todos os lugares jogados pelo bot { $policy })
table-analysis-best-row = { $move } (a melhor)
table-analysis-stopped-early = { $rollouts } (parou mais cedo)
table-analysis-interval = { $low } a { $high } ({ $points })
table-analysis-rank = Posição
table-analysis-move = Jogada
table-analysis-chance = Probabilidade de ganhar
table-analysis-interval-heading = Intervalo de 95%
table-analysis-rollouts = Simulações
# $moves: table-analysis-chart-move de cada jogada, separados por ponto e vírgula
table-analysis-chart-label = Gráfico de barras da probabilidade de { $name } ganhar depois de cada jogada, da melhor para a pior: { $moves }.
table-analysis-chart-move = { $move } { $percent }, intervalo de { $low } a { $high }
table-analysis-chart-caption = Barras: a probabilidade estimada de ganhar a partida depois de cada jogada; linhas com marcas nas pontas: o intervalo de 95%. Melhor: { $best }. A tabela dá os mesmos números.
table-analysis-analysing = A analisar { $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
} de { $name }, { $samples } simulações cada…
table-analysis-progress = Progresso da análise
table-analysis-samples = Simulações por jogada
table-analysis-samples-option = { $samples } (intervalo de no máximo { $points } pontos)
table-analysis-button = Analisar esta posição
table-analysis-cancel = Cancelar a análise
table-analysis-cancelled = Análise cancelada.
table-analysis-stopped = Análise parada: a posição mudou.
table-analysis-done = Jogadas de { $name } analisadas depois da { $where }: { $samples } simulações por jogada.
# $error: a mensagem do motor de análise (em inglês)
table-analysis-failed = Sem análise: { $error }
table-analysis-only-one = Só uma jogada legal para { $name }: { $move }. Nada a comparar, por isso não se fizeram simulações.
table-analysis-no-move = Nenhuma jogada legal para { $name } nesta posição: nada a analisar.
table-analysis-refuse-over = A partida acabou nesta posição: não resta jogada para analisar.
table-analysis-refuse-latest = No modo de jogo só pode analisar a última posição, na sua vez: vá para a última jogada.
table-analysis-refuse-hidden = Todas as mãos estão escondidas: não se pode analisar a vez de ninguém até a próxima pessoa pegar no ecrã.
table-analysis-refuse-turn = É a vez de { $name }: no modo de jogo só pode analisar a sua própria vez, com o que consegue ver.
table-lines-heading = Linhas hipotéticas
table-lines-branch = Experimentar outra jogada a partir daqui
table-lines-branch-tooltip = Experimentar outra jogada a partir daqui (a linha do próprio jogo fica guardada)
table-lines-show = Mostrar a linha
table-lines-save = Guardar esta linha como registo
table-lines-closed = As linhas hipotéticas abrem quando a partida acabar: experimentar jogadas numa cópia agora mostraria cartas ainda escondidas.
# $prompt: o que pode fazer agora (table-turn-*), ou nada
table-lines-branched = Ramo { $number } a partir da { $where }: experimente outra jogada; a linha do próprio jogo fica guardada. { $prompt }
table-lines-main = a linha principal
table-lines-branch-name = o ramo { $number }
# $line: table-lines-main ou table-lines-branch-name; $where: a distribuição, ou table-where-move; $last: a narração da última jogada
table-lines-showing = A mostrar { $line }, { $where }: { $last }
table-lines-save-when-over = Pode guardar um registo quando a partida acabar: mostra todas as cartas escondidas.
table-lines-cannot-save = Esta linha não pode ser guardada como registo: { $error }
table-lines-download = Descarregar o registo, { $line } (JSON)
table-lines-ready = Registo pronto, { $line }: use a ligação para descarregar.
table-lines-switch-main = Mude para a linha principal para começar a próxima partida: este é um ramo hipotético.
# a lista de linhas; $moves: table-moves-count; $first: o nome de um jogador e a notação de uma jogada ("Ben: r5")
table-lines-main-label = Linha principal: { $moves }
table-lines-branch-label = Ramo { $number }, a partir da { $where } (origem: { $parent }): { $moves } próprias
table-lines-branch-label-first = Ramo { $number }, a partir da { $where } (origem: { $parent }): { $moves } próprias, primeiro { $first }
# rever uma partida (review.py: ReviewTable(..., lang=)); $line: table-review-round ou table-review-line;
# $where: table-where-deal ou table-where-move; $said: a narração da jogada
table-review-heading = Revisão da partida
table-review-jump = Saltar para a jogada
table-review-deal = A distribuição
table-review-move = Jogada { $number }: { $said }
table-review-whatif-tooltip = Abrir uma linha hipotética na posição mostrada
table-review-main = Voltar à partida registada
table-review-main-tooltip = Mostrar a partida como foi jogada
table-review-step-own = Avançar por mim
table-review-rejoin = Voltar à revisão
table-review-left = Saiu da revisão: avance por si; Voltar à revisão para seguir o anfitrião.
table-review-round = a partida registada
table-review-line = a linha hipotética { $number }
table-review-status = A mostrar { $line }, { $where }, com todas as mãos à vista.
table-review-following = Segue a revisão do anfitrião.
table-review-on-own = Está a avançar por si; Voltar à revisão para seguir de novo o anfitrião.
# as notas do painel de registos (records.py); $error: a mensagem do leitor de registos (em inglês, como na linha de comandos)
table-record-loading = A carregar o registo do jogo…
table-record-load-failed = Não foi possível carregar o registo: { $error }
table-record-save-when-over = Pode guardar o registo quando a partida acabar: mostra todas as cartas escondidas.
table-record-cannot-save = Este jogo não pode ser guardado como registo: { $error }
table-record-download = Descarregar o registo do jogo (JSON)
table-record-ready = O registo está pronto: use a ligação para descarregar.

## O painel (unokit/dashboard): o que a mesa diz quando o painel dá as cartas. $preset: o nome das regras
## (notação); $rules: os nomes das regras da casa como o formulário os mostra; $who: nomes de jogadores.
dash-new-game = Novo jogo { $preset }, { $deal }.
dash-deal-seed = semente { $seed }
dash-deal-fresh = uma distribuição nova (a sua semente é mostrada quando a ronda terminar)
dash-house-rules = Regras da casa: { $rules }.
dash-played-by = Jogado por uma pessoa: { $who }.
dash-bots-only = ninguém (só bots)
dash-open-deal = Distribuição aberta: quem souber a semente pode descobrir todas as mãos.
table-panel-moves = Jogadas possíveis e sugestões
table-panel-log = Jogadas até agora
table-panel-history = Percorrer a ronda
table-panel-options = Bots, vista e ordenação
table-panel-scores = Pontos
table-panel-records = Guardar ou carregar o registo do jogo
table-panel-analyse = Analisar e linhas hipotéticas
table-panel-keys = Teclas e comandos
table-panel-announce = Anúncios
table-history-first = Início
table-history-back = Recuar
table-history-forward = Avançar
table-history-last = Fim
table-history-move = Jogada
table-history-continue = Continuar daqui
table-history-yes-drop = Sim, retirar as jogadas seguintes
table-history-play-on = Continuar a jogar a partir da jogada { $cursor }?
table-history-dropped = { $count ->
    [one] A jogada seguinte será retirada.
   *[other] As { $count } jogadas seguintes serão retiradas.
}
table-history-deal-of = a distribuição (0 de { $total })
table-history-showing = A mostrar a mesa depois d{ $where }.
table-history-showing-past = A mostrar a mesa depois d{ $where }: uma posição passada (o jogo não muda).
table-option-sort = Ordenar as mãos por cor e valor
table-option-auto = Os bots jogam sozinhos
table-option-speed = Segundos por jogada de bot (quando os bots jogam sozinhos)
# the bots' pause as the slider's read-out and aria-valuetext; $seconds: a number in the language's format
table-option-speed-value = { $seconds } s
table-option-bots = Bots da mesa
table-option-vision = Pré-visualizar as cartas como
table-option-signs = Sinais das cores
table-option-legend = Mostrar a legenda dos sinais
table-record-load = Carregar um registo de jogo
table-record-save = Guardar o registo
table-setting-detail = Respostas
table-setting-detail-brief = Breves: só os factos
table-setting-detail-full = Completas: os factos e o que se segue deles
table-setting-card-order = Nomes das cartas (em português o número vem sempre primeiro)
table-setting-card-order-color = Cor primeiro, em inglês (Red 5)
table-setting-card-order-number = Número primeiro, em inglês (5 red)
table-setting-bot-moves = Jogadas dos outros jogadores
table-setting-bot-moves-each = Uma a uma, uma mensagem por jogada
table-setting-bot-moves-summary = Num só resumo quando acabarem
table-setting-uno-window = Tempo para dizer UNO antes de os bots o poderem apanhar
table-setting-uno-seconds = { $seconds } segundos
table-setting-uno-default = { $seconds } segundos (o habitual)
table-setting-uno-off = Sem limite de tempo: os bots esperam até dizer UNO ou continuar a jogar
table-uno-play-on = Continuar sem UNO
table-uno-alert = { $name } tem uma carta e não disse UNO: { $seconds } segundos para carregar em Dizer UNO antes de os bots o poderem apanhar.
table-uno-alert-no-limit = { $name } tem uma carta e não disse UNO: sem limite de tempo. Os bots esperam até carregar em Dizer UNO, ou em { $play_on }.
table-uno-now = Diga UNO agora:
table-uno-now-seconds = { $seconds } s antes de os bots o poderem apanhar.
table-uno-now-no-limit = sem limite de tempo; os bots esperam por si ({ $play_on } para seguir).
table-bots-on-their-own = Os bots jogam sozinhos; desmarque “Os bots jogam sozinhos” para os parar.
table-hidden-until-then = Todas as mãos estão escondidas até lá.
table-hand-shown = A mão de { $name } está à vista.
table-move-not-legal-now = Essa jogada não é permitida agora.

# o formulário e as secções do próprio painel (unokit/dashboard/words.py). $seat: um número de lugar (notação);
# $preset: o nome de umas regras (notação); $low, $high: o menor e o maior número de jogadores dessas regras.
dash-form-heading = Novo jogo
dash-form-fold = Novo jogo: regras, jogadores, bots, semente
dash-form-rules = Regras
dash-form-players = Número de jogadores
dash-form-bots = Tipo de bots
dash-bot-random = Ao acaso: joga qualquer carta permitida
dash-bot-greedy = Guloso: joga a sua melhor carta com um plano simples
dash-form-seed = Semente (mesma semente, mesmas cartas)
dash-form-seed-empty = vazia: uma distribuição nova
dash-form-seed-help = Deixe a semente vazia para uma distribuição nova: a sua semente é mostrada quando a ronda terminar, para repetir ou partilhar. Uma semente escrita dá sempre as mesmas cartas, por isso é uma distribuição aberta: quem souber a semente pode descobrir todas as mãos.
dash-form-bots-answer = Os bots jogam logo a seguir a si
dash-form-start = Começar o jogo
dash-form-start-tip = Dar as cartas de uma nova ronda com estas definições
dash-seat-name = Nome do lugar { $seat }
dash-seat-person = O lugar { $seat } é jogado por uma pessoa
dash-table-empty = Escolha as definições acima e comece um jogo.
dash-others-fold = Jogar com outros: criar uma mesa partilhada, ou entrar numa ou assistir
dash-set-up = Um jogo { $preset } preparado de antemão. Jogado por uma pessoa: { $who }.
# as regras da casa do formulário (unokit/dashboard/house_rules.py); $draws: as cartas que compra quem contesta sem razão
dash-house-heading = Regras da casa
dash-house-intro = As regras marcadas são jogadas; as regras escolhidas definem-nas, e pode mudar cada uma.
dash-house-related = Regras simples de que as regras da casa dependem:
dash-rule-challenge = Contestar: o jogador seguinte pode contestar um Coringa +4 (se era bluff, quem o jogou compra 4; se não, quem contestou compra { $draws }).
dash-rule-restricted = Restrição do Coringa +4: um Coringa +4 só é permitido quando o seu jogador não tem nenhuma carta da cor em jogo (os bluffs continuam permitidos).
dash-rule-play-drawn = Jogar a carta comprada: depois de comprar, uma carta comprada que possa ser jogada pode sê-lo logo; desmarcado, comprar acaba a vez.
# os problemas ao lado de Começar o jogo (unokit/dashboard/problems.py). $what: o que não foi feito; $typed: o que
# foi escrito num campo de número; $largest: o maior número inteiro que um campo lê; $name, $other_name: nomes
dash-problems = { $what }: { $count ->
    [one] { $count } problema.
   *[other] { $count } problemas.
}
dash-not-started = O jogo não começou
dash-typed-not-whole = { $typed } não é um número inteiro
dash-typed-beyond = { $typed } passa de { $largest }
dash-problem-players-empty = O número de jogadores está vazio; escreva um número inteiro de { $low } a { $high } (regras { $preset }).
dash-problem-players-typed = Número de jogadores: { $typed }; escreva um número inteiro de { $low } a { $high } (regras { $preset }).
dash-problem-players-range = Número de jogadores: { $count } não podem jogar { $preset }; escreva um número inteiro de { $low } a { $high }.
dash-problem-name-empty = O nome do lugar { $seat } está vazio: escreva um nome.
dash-problem-name-long = O nome do lugar { $seat } tem { $length } caracteres: encurte-o para no máximo { $most }.
dash-problem-name-char = O nome do lugar { $seat } tem { $category ->
    [Cc] um carácter de controlo
    [Cf] um carácter de formatação invisível
    [Cs] um substituto isolado
    [Zl] um separador de linha
    [Zp] um separador de parágrafo
   *[bidi] um controlo da direção do texto
} (U+{ $code }); um nome é feito de letras, algarismos, espaços e pontuação.
dash-problem-name-ends = O nome do lugar { $seat } tem espaços numa ponta; escreva o nome sem eles.
dash-problem-name-number = O nome do lugar { $seat } lê-se como o lugar { $number }: os comandos escritos, como 'catch 2', dizem os lugares pelo número, por isso um nome que é um número tem de ser o do seu próprio lugar.
dash-problem-name-same = O nome do lugar { $seat }, { $name }, é também o nome do lugar { $other }: cada jogador precisa de um nome diferente.
dash-problem-name-case = O nome do lugar { $seat }, { $name }, é { $other_name } com outras maiúsculas, o nome do lugar { $other }: cada jogador precisa de um nome diferente.
dash-problem-no-person = Nenhum lugar é jogado por uma pessoa: marque “O lugar 0 é jogado por uma pessoa” (ou a caixa de outro lugar).
dash-problem-seed = Semente: { $typed }; escreva um número inteiro, por exemplo 1 (a mesma semente dá as mesmas cartas), ou deixe-a vazia para uma distribuição nova.
# a secção de impressão; $module: o nome de um pacote de Python; $preset, $paper: como se escrevem na linha de comandos
dash-print-heading = Cartas para imprimir
dash-print-intro = O baralho inteiro das regras atuais, nove cartas por página A4 (oito, rodadas, por página Carta) no tamanho real (56 × 88 mm), com os sinais ColorADD e dois cartões de referência que os explicam. Imprima em tamanho real (100%) no papel escolhido. Fazer o PDF demora alguns segundos.
dash-print-paper = Papel
dash-paper-a4 = Folha A4 (210 × 297 mm)
dash-paper-letter = Carta dos EUA (8,5 × 11 pol.)
dash-print-download = Descarregar uma folha para imprimir deste baralho (PDF)
dash-print-elsewhere = As folhas para imprimir não são feitas aqui: precisam de { $module }, que esta edição não tem. Num computador com o unokit instalado, execute: unokit sheet --rules { $preset } --paper { $paper } --out { $preset }-deck.pdf
# as secções de explorar e de rever; $name: o nome de um ficheiro; $error: o defeito do registo (nas palavras do motor)
dash-explore-heading = Explorar regras da casa
dash-explore-fold = Comparar regras da casa com as regras simples
dash-review-heading = Rever uma ronda
dash-review-fold = Rever uma ronda em conjunto: todas as mãos à vista, passo a passo, linhas hipotéticas
dash-review-button = Rever a ronda acabada de jogar
dash-review-open = Abrir um registo guardado para rever
dash-review-finish-first = Acabe primeiro a ronda (uma revisão mostra todas as mãos), ou abra um registo guardado.
dash-review-not-opened = Não foi possível abrir o registo: { $error }
dash-review-reviewing = A rever { $name } desde a distribuição.
# a linha da ligação (unokit/dashboard/address.py). $problems: os problemas da ligação; $url: o endereço de um registo;
# $at: um número de jogada como a ligação o diz; $reason: porque é que o navegador não obteve um registo
dash-link-copy = Copiar uma ligação para esta posição
dash-link-copy-tip = Uma ligação que abre este jogo na posição mostrada
dash-link-field = Ligação
dash-link-empty = a ligação aparece aqui
dash-link-not-all = Nem todas as definições da ligação puderam ser usadas: { $problems }.
dash-link-seat-outside = humans: o lugar { $seat } não está nesta mesa (lugares de 0 a { $last })
dash-link-not-a-rule = rules: '{ $flag }' não é uma regra do formulário de novo jogo; as regras são: { $rules }
dash-link-form-lists = o formulário de novo jogo diz o que não pôde usar
dash-link-loading = A carregar o registo { $url }…
dash-link-opened-game = Abriu-se o jogo que a ligação indica.
dash-link-past-end = at={ $at } passa do fim do registo, que tem { $count ->
    [one] { $count } jogada
   *[other] { $count } jogadas
}: mostra-se a última posição
dash-link-opened-record = Abriu-se o registo da ligação.
dash-link-opened-record-at = Abriu-se o registo da ligação. { $past }.
dash-link-opened-url = Abriu-se o registo { $url }.
dash-link-opened-url-at = Abriu-se o registo { $url }. { $past }.
dash-link-not-loaded = Não foi possível carregar o registo da ligação: { $error }
dash-link-url-not-loaded = Não foi possível carregar o registo { $url }: { $reason }
dash-link-url-not-loaded-said = Não foi possível carregar o registo { $url }: { $reason }.
dash-link-copying = A copiar a ligação…
dash-link-copied = Copiou-se uma ligação para esta posição.
dash-link-copy-refused = O navegador não deixou a página copiar; a ligação está no campo acima: selecione-a e copie-a.
# unokit dashboard --ip: o que custa servir a outros (unokit/dashboard/capacity.py). $mb: megabytes do processo de um
# visitante; $free: a memória livre com a sua unidade; $visitors: quantos visitantes cabem
dash-capacity-unknown = Cada visitante tem o seu próprio processo de Python (cerca de { $mb } MB de memória); este computador não diz quanta memória está livre.
dash-capacity = Cada visitante tem o seu próprio processo de Python (cerca de { $mb } MB de memória); este computador tem { $free } livres, memória para cerca de { $visitors ->
    [one] { $visitors } visitante
   *[other] { $visitors } visitantes
} ao mesmo tempo. As páginas abertas no mesmo momento começam uma depois da outra, mais depressa quantos mais núcleos de processador o computador tiver.
# porque é que o navegador não obteve o registo que uma ligação indica; $site: o site do registo; $status: a resposta do servidor
dash-record-not-url = não é um endereço da web
dash-record-other-site = está noutro site ({ $site }); uma ligação só pode carregar registos deste site
dash-record-status = o servidor respondeu { $status }
# as caixas das regras da casa pelos nomes curtos (as palavras antes dos dois pontos); $rule, $box: um deles;
# $boxes: vários, cada um com o seu estado (uma lista)
dash-rule-name-stack-draw-two = Acumular +2
dash-rule-name-stack-wild-draw-four = Acumular Coringa +4
dash-rule-name-stack-cross = Acumular cruzado
dash-rule-name-bluffing = Bluff
dash-rule-name-seven-swap = Sete-Zero
dash-rule-name-zero-rotate = Rodar no zero
dash-rule-name-jump-in = Entrar na vez
dash-rule-name-draw-to-match = Comprar até servir
dash-rule-name-force-play = Jogo obrigatório
dash-rule-name-challenge = Contestar
dash-rule-name-wild-draw-four-restricted = Restrição do Coringa +4
dash-rule-name-play-drawn-card = Jogar a carta comprada
dash-rule-name-no-bluffing = Sem bluff
dash-rule-on = { $rule }: sim
dash-rule-off = { $rule }: não
dash-box-ticked = “{ $box }” (marcada)
dash-box-unticked = “{ $box }” (desmarcada)
dash-conflict-many = Regras da casa: { $boxes } não podem ir juntas.
dash-conflict-one = Regras da casa: { $box } não pode ir com as outras caixas.
dash-conflict-none = As caixas, tal como estão, não podem ir juntas.
dash-conflict-tick = marque “{ $box }”
dash-conflict-untick = desmarque “{ $box }”
# os controlos de descarregar e carregar ficheiros (unokit/widgets/files.py); $name: o nome de um ficheiro;
# $size, $most: tamanhos; $what: o tipo de ficheiro (dash-file-a-record); $error: o defeito; $module: um pacote
dash-file-making = A fazer o ficheiro…
dash-file-not-made = Não foi possível fazer o ficheiro: { $error }
dash-file-needs = Não é possível fazer o ficheiro aqui: precisa de { $module }, que não está instalado.
dash-file-saved = Guardou-se { $name } ({ $size }).
dash-file-too-large = { $name } tem { $size }; { $what } tem no máximo { $most }
dash-file-error = { $name }: { $error }
dash-file-a-record = um registo de jogo
dash-file-bytes = { NUMBER($count, useGrouping: 0) ->
    [one] { NUMBER($count, useGrouping: 0) } byte
   *[other] { NUMBER($count, useGrouping: 0) } bytes
}
# os problemas de uma ligação (unokit/dashboard/address.py: parse_address). $name: o nome de um parâmetro; $typed: o
# seu valor, entre aspas; $low: o menor número permitido; $length, $most: números de caracteres; $presets, $bots,
# $languages: o que é permitido (notação); $pseudo: a etiqueta do pseudo-idioma; $flag: uma regra como escrita
dash-address-whole = { $name }={ $typed } não é permitido; { $name } tem de ser um número inteiro a partir de { $low }
dash-address-record = record=z.… não se consegue ler: a ligação foi cortada ou alterada; copie-a outra vez
dash-address-long = a ligação tem { $length } caracteres; leem-se no máximo { $most }
dash-address-preset = regras desconhecidas { $typed }; as regras são: { $presets }
dash-address-rules = rules={ $typed }: { $flag } não é o nome de uma regra; escreva os nomes separados por vírgulas, -nome para desligar (rules=seven_swap,-draw_to_match)
dash-address-bots = bots={ $typed } não é permitido; os bots são: { $bots }
dash-address-lang = idioma desconhecido { $typed }; os idiomas são: { $languages } (e { $pseudo }, o pseudo-idioma para testes)
dash-address-no-game = ainda não há jogo: comece um e depois copie a sua ligação
dash-address-not-over = pode copiar uma ligação para esta posição quando a ronda terminar: o seu registo mostra todas as cartas escondidas
# O que está mal no nome de um lugar, dito depois do nome (unokit.dashboard.words.name_fault_words, para o
# painel "Jogar com outros"). $length, $most: números de caracteres; $category: o tipo de carácter; $number: um lugar
dash-name-fault-empty = está vazio ou só tem espaços; um nome precisa de pelo menos uma letra, um algarismo ou um sinal
dash-name-fault-long = tem { $length } caracteres; um nome tem no máximo { $most } caracteres
dash-name-fault-char = tem { $category ->
    [Cc] um carácter de controlo
    [Cf] um carácter de formatação invisível
    [Cs] um substituto isolado
    [Zl] um separador de linha
    [Zp] um separador de parágrafo
   *[bidi] um controlo da direção do texto
} (U+{ $code }); um nome é feito de letras, algarismos, espaços e pontuação
dash-name-fault-ends = tem espaços numa ponta; escreva o nome sem eles
dash-name-fault-number = lê-se como o lugar { $number }: os comandos escritos, como 'catch 2', dizem os lugares pelo número, por isso um nome que é um número tem de ser o do seu próprio lugar
## A página à volta do painel (o modelo de página do unokit em Voila e Voici, notebooks/dashboard.ipynb):
## a faixa, o título, o cabeçalho e a introdução, o rodapé, e o que diz quando o kernel do jogo desaparece
page-title = Jogar unokit — painel
page-banner = — um jogo de cartas ao estilo UNO que se joga pelo teclado
page-heading = Jogar unokit
page-intro = A sua mão está no fundo da { $table }: prima uma carta (ou vá até ela com as setas e prima { $enter }), ou escreva uma jogada no campo de comandos por baixo ({ $card }, { $draw }). { $help } lista todas as teclas; { $new_game } muda as regras, os jogadores e os bots.
page-intro-table = Mesa
page-intro-card = vermelho 5
page-intro-draw = compro
page-footer = As cartas têm os símbolos de cor ColorADD: nenhuma cor se distingue só pelo tom.
page-reload = Recarregar a página
page-game-lost = Este jogo parou: o seu kernel no servidor desapareceu (foi parado ou falhou), por isso a mesa já não responde. Recarregue a página para começar um jogo novo.
page-server-gone = O servidor do painel não responde: pode ter parado. Recarregue a página quando voltar a funcionar.

## Mesas partilhadas: os textos que o serviço de mesas e a SharedTable de um lugar escrevem para esse lugar
shared-away = Enquanto esteve fora: { $moves }
shared-received = Recebeu { $cards }.
# O ecrã de um lugar (unokit/widgets/shared.py, shared_parts.py)
shared-heading-connecting = Mesa partilhada: a ligar
shared-heading-not-connected = Mesa partilhada: sem ligação
shared-heading-waiting = Mesa partilhada { $room }: à espera que o anfitrião comece
shared-mode-watching = Mesa partilhada { $room }: está a assistir
shared-mode-seat = Mesa partilhada { $room }: é { $name }, lugar { $seat }
shared-mode-open-hands = { $mode }; mãos abertas: todas as mãos estão à vista de todos (mesa de ensino)
shared-button-start = Começar a ronda
shared-button-next-round = Dar a ronda seguinte
shared-open-hands = Mãos abertas: mostrar todas as mãos a todos (ensino)
shared-connecting = A ligar à mesa { $room }…
shared-creating = A criar uma mesa partilhada…
shared-unreachable = Não foi possível contactar o serviço de mesas em { $url }: { $error }. Verifique que está a correr (unokit tables serve, ou unokit dashboard) e tente de novo.
shared-join-failed = Não foi possível entrar na mesa { $room }: { $error }
shared-create-failed = Não foi possível criar a mesa: { $error }
shared-created = Criou a mesa { $room }, no lugar { $seat }.
shared-joined = Entrou na mesa { $room }, no lugar { $seat }.
shared-joined-watching = Entrou na mesa { $room }, a assistir.
shared-connection-lost = Perdeu-se a ligação ao serviço de mesas: a voltar ao mesmo lugar…
shared-rejoin-failed = Não foi possível retomar o seu lugar na mesa { $room }: { $error }
shared-reconnected = De volta à mesa { $room }.
shared-reconnect-failed = Não foi possível voltar a ligar ao serviço de mesas em { $url }; entre de novo com o código da sala { $room } quando estiver a correr.
shared-refused = Recusado: { $reason }
shared-not-played-spectator = Não jogado: os espectadores só assistem; entre com o código da sala como jogador para jogar.
shared-not-played-kind = Não jogado: { $move } não é uma jogada que possa fazer agora
shared-not-played-offline = Não jogado: a mesa ainda não está ligada.
shared-not-connected = a mesa ainda não está ligada
shared-not-connected-ask = A mesa não está ligada: as perguntas têm resposta quando estiver.
shared-your-turn = É a sua vez: { $count ->
    [0] nenhuma carta pode ser jogada.
    [one] { $cards } pode ser jogada.
   *[other] { $cards } podem ser jogadas.
}
shared-signs-fallback = Os sinais { $signs } não têm sinal para todas as cores desta mesa: as suas cartas mostram sinais ColorADD.
shared-your-hand = A sua mão: { $cards }
shared-lobby-room-code = Código da sala:
shared-lobby-spelled = (soletrado { $letters })
shared-lobby-invite = Ligação de convite:
shared-lobby-host-waits = É o anfitrião: comece a ronda quando todos estiverem; os lugares vazios são jogados por bots.
shared-lobby-host-starts = O anfitrião começa a ronda.
shared-lobby-seats = Lugares
shared-lobby-seat = Lugar { $seat }: { $name }, { $who }
shared-lobby-seat-you = Lugar { $seat }: { $name } (você), { $who }
shared-lobby-bot = bot { $bot }
shared-lobby-here = presente
shared-lobby-away = ainda não chegou
shared-move-accept = Aceitar: comprar { $count }
shared-move-accept-plain = Aceitar
shared-move-catch = Apanhar { $name }
shared-move-catch-seat = Apanhar o lugar { $seat }
shared-move-choose = Escolher { $color }
shared-move-choose-plain = Escolher uma cor
shared-move-play = Jogar { $cards }
shared-move-play-as = Jogar { $cards } como { $color }
shared-move-swapping = { $move }, trocando de mão com { $name }
shared-move-uno = { $move } e dizer UNO
shared-move-refused = Jogada «{ $move }»: { $reason }
shared-type-a-command = Escreva primeiro um comando, como vermelho 5, comprar, passar, uno ou mão.
# O "Jogar com outros" do painel (unokit/dashboard/others.py)
shared-others-rules = Regras
shared-others-seats = Número de lugares (2 a 10)
shared-others-seat-name = Nome do lugar { $seat }
shared-others-seat-name-host = Nome do lugar { $seat } (você, o anfitrião)
shared-others-seat-bot = Um bot joga no lugar { $seat }
shared-others-create = Criar a mesa
shared-others-create-tooltip = Criar uma mesa partilhada e receber o código da sala
shared-others-room = Código da sala
shared-others-room-placeholder = 5 letras e algarismos
shared-others-name = O seu nome
shared-others-name-placeholder = o nome que os outros veem
shared-others-join = Entrar
shared-others-join-tooltip = Ocupar um lugar nesta mesa
shared-others-watch = Assistir
shared-others-watch-tooltip = Assistir a esta mesa como espectador
shared-others-create-heading = Criar uma mesa
shared-others-join-heading = Entrar numa mesa ou assistir
shared-others-leave = Deixar este lugar
shared-others-leave-tooltip = Desistir do seu lugar nesta mesa; este navegador esquece-o
shared-others-no-service = Jogar com outros precisa do serviço de mesas: abra o painel com unokit dashboard (sem --no-tables), ou corra unokit tables serve e defina UNOKIT_TABLES_URL.
shared-others-invited = Foi convidado para a mesa { $room }: escreva o seu nome e carregue em Entrar (ou Assistir para ver).
shared-others-bad-seats = Número de lugares: { $value } não é permitido; uma mesa tem de 2 a 10 lugares.
shared-others-bad-seat-name = Nome do lugar { $seat }: { $name } { $problem }.
shared-others-bad-room = Código da sala: { $error }.
shared-others-bad-name = O seu nome: { $name } { $problem }.
shared-others-back = Está de volta ao lugar { $seat } da mesa { $room }. { $missed }
shared-others-nothing-missed = Nada aconteceu enquanto esteve fora.
shared-others-ended = A mesa { $room } terminou, por isso este navegador esqueceu o seu lugar nela; crie ou entre noutra mesa com o formulário acima.
shared-others-seat-gone = { $problem } Este navegador esqueceu esse lugar: entre numa mesa ou crie uma com o formulário acima.
shared-others-seat-kept = { $problem } O seu lugar na mesa { $room } continua guardado neste navegador: abra a página mais tarde para o retomar, ou carregue em Deixar este lugar.
shared-others-resume-failed = Não foi possível retomar o seu lugar na mesa { $room }: { $error }.
shared-others-resuming = Este navegador guarda o lugar { $seat } da mesa { $room }: a retomá-lo. Para jogar como outra pessoa, carregue em Deixar este lugar.
shared-others-resuming-as = Este navegador guarda o lugar { $seat }, como { $name }, da mesa { $room }: a retomá-lo. Para jogar como outra pessoa, carregue em Deixar este lugar.
shared-others-left = Deixou o lugar { $seat } da mesa { $room }, e este navegador esqueceu-o. Crie ou entre numa mesa com o formulário acima.
shared-others-left-table = Deixou a mesa, e este navegador esqueceu-a. Crie ou entre numa mesa com o formulário acima.
shared-others-no-service-create = Não há serviço de mesas onde criar uma mesa.
shared-others-no-service-join = Não há serviço de mesas onde entrar numa mesa.
shared-others-creating = A criar a mesa: o código da sala aparece na mesa abaixo; dê-o aos outros.
shared-others-joining = A entrar na mesa { $room }: a mesa aparece abaixo.
shared-others-watching = A assistir à mesa { $room }: a mesa aparece abaixo.
shared-taking-back = A retomar o seu lugar na mesa { $room }…
shared-table-gone = o serviço de mesas já não tem a mesa { $room } (terminou, ou o serviço recomeçou sem os seus registos)
shared-take-back-failed = Não foi possível retomar o seu lugar na mesa { $room }: { $reason }.
shared-others-away = Tempo de ausência: segundos até um bot jogar no lugar de quem saiu (1 a 86400)
shared-others-bad-away = Tempo de ausência: { $value } não é permitido; vai de 1 a 86400 segundos.
shared-others-stop-watching = Deixar de assistir
shared-others-stop-watching-tooltip = Deixar de assistir a esta mesa; este navegador esquece-a
shared-others-watching-again = Este navegador estava a assistir à mesa { $room }: a assistir de novo. Para parar, carregue em Deixar de assistir.
shared-others-watching-back = Está de novo a assistir à mesa { $room }.
shared-others-watch-gone = { $problem } Este navegador esqueceu essa mesa: entre numa mesa ou assista a uma com o formulário acima.
shared-others-watch-kept = { $problem } A mesa { $room } continua guardada neste navegador: abra a página mais tarde para assistir, ou carregue em Deixar de assistir.
shared-others-ended-watching = A mesa { $room } terminou, por isso este navegador esqueceu-a; crie, entre ou assista a outra mesa com o formulário acima.
shared-others-stopped-watching = Deixou de assistir à mesa { $room }, e este navegador esqueceu-a.
shared-watching-again = A assistir de novo à mesa { $room }…
shared-watch-failed = Não foi possível assistir de novo à mesa { $room }: { $reason }.
shared-button-end = Terminar a mesa
shared-host-bot = Um bot joga no lugar { $seat } ({ $name })
shared-end-question = Terminar a mesa para todos? O jogo para e não pode ser retomado.
shared-end-yes = Sim, terminar a mesa
shared-end-keep = Continuar a jogar
shared-end-kept = A mesa continua.

## Porque não se lê um registo (unokit/record.py, rules.py, state.py) e porque se recusa uma análise
## (unokit/analysis), citados dentro de table-record-load-failed, dash-review-not-opened, dash-file-error,
## dash-link-not-loaded e table-analysis-failed (unokit.i18n.problem_text). $field: um caminho JSON
## (moves[3], position.color), notação; $name: o nome de um ficheiro; $example, $keys, $choices, $colors,
## $presets, $flags, $missing, $move, $code, $value, $flag: texto do registo ou notação, tal como o registo
## o escreveu; $problem, $kind, $expected: uma parte dita por outra mensagem deste bloco.
record-problem-at = { $field }: { $problem }
record-problem-at-move = { $field } { $move }: { $problem }
# $name quando o registo é texto dado tal como está (o registo de uma ligação, JSON colado), não um ficheiro
record-problem-the-record = o registo
record-problem-too-large = { $name } tem mais de { $limit }; um registo de jogo tem no máximo { $limit }, e as rondas mais longas ocupam poucos KB
record-problem-not-utf8 = { $name } não é texto UTF-8 (o byte { $byte } não se consegue ler); um registo é um objeto JSON em UTF-8, por exemplo { $example }
record-problem-not-json = { $name } não é JSON válido (linha { $line }, coluna { $column }: { $problem }); um registo é um objeto JSON, por exemplo { $example }
record-problem-json-value = falta um valor
record-problem-json-string = um texto entre aspas não foi fechado
record-problem-json-key = falta uma chave entre aspas duplas
record-problem-json-comma = falta uma vírgula
record-problem-json-colon = faltam dois pontos
record-problem-json-extra = há mais texto depois do registo
record-problem-json-control = um texto tem um carácter de controlo (escreva uma mudança de linha como \n)
record-problem-json-escape = uma barra invertida não começa nenhum escape válido
record-problem-json-empty = não há texto
record-problem-json-cut-short = { $problem }; o texto acaba antes do fim do registo, como num ficheiro cortado
record-problem-not-object = { $name } contém { $kind }, não um objeto JSON; um registo é um objeto JSON, por exemplo { $example }
record-problem-kind-array = uma lista
record-problem-kind-string = um texto
record-problem-kind-number = um número
record-problem-kind-boolean = true ou false
record-problem-kind-null = null
record-problem-too-deep = { $name } tem listas ou objetos encaixados uns nos outros demasiadas vezes para se ler; um registo é um objeto JSON, por exemplo { $example }
record-problem-long-number = { $name } tem um número com algarismos a mais para se ler; um registo é um objeto JSON, por exemplo { $example }
record-problem-missing-record-key = falta; um registo precisa de { $keys }
record-problem-missing-position-key = falta; uma posição precisa de { $keys }
record-problem-unknown-key = chave desconhecida; as chaves permitidas são: { $keys } (ponha o resto em "meta")
record-problem-unknown-key-in = chave desconhecida; as chaves permitidas em { $within } são: { $keys }
record-problem-version = a versão de formato { $value } não é suportada; este unokit lê a versão 1
record-problem-version-float = a versão de formato { $value } não é suportada; escreva a versão como 1
record-problem-wrong-type = { $value } não é permitido; tem de ser { $kind }
record-problem-type-integer = um número inteiro
record-problem-type-string = um texto
record-problem-type-array = uma lista
record-problem-type-object = um objeto
record-problem-type-null = null
record-problem-type-boolean = true ou false
record-problem-type-number = um número
record-problem-not-one-of = { $value } não é permitido; use um destes: { $choices }
record-problem-minimum = { $value } não é permitido; tem de ser pelo menos { $least }
record-problem-empty-list = precisa de pelo menos { $count ->
    [one] um item
   *[other] { $count } itens
}; não tem nenhum
record-problem-empty-text = um texto vazio não é permitido
record-problem-rules-form = { $value } não é permitido; dê o nome de um conjunto de regras, como "classic", ou { $example }
record-problem-unknown-preset = conjunto de regras desconhecido { $preset }; os conjuntos são: { $presets }
record-problem-unknown-flag = opção de regras desconhecida { $flag }; as opções são: { $flags }
record-problem-flag-type = a opção de regras { $flag } tem o tipo errado; esperava-se { $expected }
record-problem-expect-bool = true ou false
record-problem-expect-number = um número inteiro, por exemplo { $example }
record-problem-expect-text = um texto, por exemplo { $example }
record-problem-expect-list = uma lista, por exemplo { $example }
record-problem-player-count = { $count ->
    [one] 1 jogador
   *[other] { $count } jogadores
}, mas { $rules } permite de { $least } a { $most }
record-problem-players-form = { $value } não é permitido; dê os nomes pela ordem dos lugares (["Ana", "Ben"]) ou um número (2)
record-problem-name-not-text = { $value } não é permitido; cada nome é um texto de pelo menos uma letra, pela ordem dos lugares
record-problem-name-blank = um nome não pode estar vazio nem ter só espaços; veio { $name }
record-problem-name-spaces = um nome não tem espaços no início nem no fim; veio { $name }
record-problem-name-taken = { $name } já é o lugar { $seat }; os nomes têm de ser diferentes
record-problem-no-seat = o lugar { $seat } não existe; os lugares são de 0 a { $last }
record-problem-deck-and-position = um registo dá no máximo um dos dois (um baralho inteiro para distribuir ou uma posição a meio do jogo); sem nenhum, a semente baralha o baralho do conjunto de regras
record-problem-card-notation = carta desconhecida { $code }: uma carta é uma letra de cor (R O Y G T B P M) seguida de 0-9, S (Bloqueio), R (Inversão) ou +2, ou W / W+4 para os Coringas
record-problem-card-not-in-deck = { $card } não é uma carta do baralho { $deck }; as suas cores são { $colors }
record-problem-deck-incomplete = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}, mas um baralho tem de ser exatamente o baralho { $deck } de { $total } cartas; faltam: { $missing }
record-problem-hands = { $count ->
    [one] 1 mão
   *[other] { $count } mãos
} para { $players } jogadores; dê uma por lugar
record-problem-empty-hand = uma mão vazia quer dizer que a ronda acabou; uma posição é uma ronda ainda a decorrer
record-problem-color-needed = a carta do topo é um { $card }, por isso falta a cor que foi escolhida; use uma destas: { $colors }
record-problem-not-a-color = { $value } não é uma cor do jogo { $rules }; use uma destas: { $colors }
record-problem-totals = { $count ->
    [one] 1 total
   *[other] { $count } totais
} para { $players } jogadores; dê um por lugar
# as recusas do painel de análise (table-analysis-failed); $phase: o nome que o motor dá à fase do jogo
analysis-problem-round-over = a ronda acabou; não há nada para analisar
analysis-problem-no-move = o lugar { $seat } não tem jogada para fazer agora; é a vez do lugar { $current }
analysis-problem-starter-color = o jogo espera que se escolha a cor da carta inicial ({ $phase }); analise a posição depois de escolhida a cor
analysis-problem-too-far-back = nenhuma posição se consegue reconstruir nas últimas { $count } jogadas
analysis-problem-reshuffle = o monte de compra foi baralhado de novo nas últimas jogadas; analise a posição depois desta vez
analysis-problem-too-many-cards = as { $count } cartas que o lugar { $seat } não viu não chegam para as outras mãos e o monte de compra; a posição tem mais cartas do que o baralho

## As cartas de referência impressas, a carta da chave braille, as chaves dos sinais e o verso da carta
## (issue 26; unokit/render/reference_words.py, sign_keys.py, faces.py). Impressas em caixas fixas numa
## carta de 56 mm: curtas (tests/test_reference_languages.py verifica que cabem).
ref-heading-colours = Cores ColorADD
ref-heading-tones = Tons ColorADD
ref-heading-braille = Chave braille
ref-title-colours = ColorADD: as nove cores
ref-title-tones = ColorADD: tons claros e escuros
ref-title-braille = Chave braille: as etiquetas das cartas
ref-title-part = { $title } ({ $part } de { $parts })
ref-credit-code = Código de cores ColorADD® de Miguel Neiva
ref-credit-site = coloradd.net – sinais desenhados pelo unokit
ref-desc-colours = As nove cores ColorADD com os seus sinais: { $colours }
ref-desc-tones = Tons ColorADD: um tom claro é o sinal numa moldura branca, um tom escuro o sinal recortado num quadrado preto. { $tones }
ref-desc-stand-ins = Azul-petróleo e magenta não são cores ColorADD; o unokit imprime-as como azul claro e violeta claro
ref-desc-credit = Código de cores ColorADD® de Miguel Neiva; o ColorADD é um sistema licenciado, o unokit desenha os sinais a partir da sua geometria
ref-where-corners = no canto superior esquerdo e, rodada, no inferior direito
ref-where-edges = ao longo da margem esquerda e, rodada, da direita
ref-braille-intro = Braille integral (grau 1) UEB, minúsculas: a letra da cor, depois o número ou a ação. Duas vezes em cada carta: { $where }.
ref-braille-intro-table = Braille grau 1 ({ $table }), minúsculas: a letra da cor, depois o número ou a ação. Duas vezes em cada carta: { $where }.
ref-braille-number = 7 (# e a-j: 1-9, 0)
ref-braille-reverse = { $rank } (2.ª letra)
ref-braille-wild-ueb = { $rank }, não «will»
ref-desc-braille = Chave braille. As etiquetas estão em braille integral (grau 1) UEB, em minúsculas: a letra da cor, depois o número ou a ação; cada carta tem a etiqueta duas vezes, { $where }. { $rows }
ref-desc-braille-table = Chave braille. As etiquetas estão em braille grau 1 (tabela { $table } do liblouis), em minúsculas: a letra da cor, depois o número ou a ação; cada carta tem a etiqueta duas vezes, { $where }. { $rows }
signkey-heading-mattel = Símbolos Mattel para daltónicos
signkey-heading-letters = Sinais de letras
signkey-credit-coloradd = Código de cores ColorADD® de Miguel Neiva (coloradd.net)
signkey-credit-mattel = segundo os símbolos das cartas UNO da Mattel para daltónicos
signkey-title = Sinais de cor: { $system }
signkey-title-part = Sinais de cor: { $system } ({ $part } de { $parts })
signkey-description = { $system }: o sinal junto ao índice de cada carta e na sua oval. { $rows }
back-title = Verso da carta
back-description = O verso de uma carta unokit: uma oval vermelha com a palavra unokit sobre preto.

## The house-rule explorer (o explorador de regras da casa: unokit/widgets/explorer.py, unokit/explorer.py): o
## formulário, a barra de progresso e a linha de estado, a tabela de resultados, as palavras do gráfico e o seu
## texto alternativo. Os números chegam formatados (vírgula decimal); $plain, $house: os nomes dos dois conjuntos
## de regras (explore-label-*); $preset: o nome de um conjunto predefinido (um nome, nunca traduzido); $low, $high:
## os extremos de um intervalo. Glossário: plain rules = "regras simples" (como no formulário Novo jogo);
## turn, como medida = "turno"; seat = "lugar"; dealer = "quem dá"; legal = "permitida".

explore-plain-rules = Regras simples para comparar
explore-players = Jogadores por ronda simulada
explore-rounds = Rondas por conjunto de regras ({ $low } a { $high })
explore-bots = Bots na simulação
explore-bot-uniform = Uniforme: qualquer jogada permitida, mesmo comprar ou guardar uma carta que podia jogar (lento, rondas longas)
explore-seed = Semente da simulação
explore-run = Fazer a comparação
explore-run-tip = Jogar as rondas com os dois conjuntos de regras e compará-los
explore-house-heading = Regras da casa
explore-house-intro = Marcada: a regra é jogada. Cada caixa começa como nas regras simples; a comparação joga as caixas como estão contra as regras simples.
explore-intro = Os bots jogam as mesmas distribuições duas vezes, com as regras simples e com as regras da casa marcadas abaixo; a tabela e o gráfico comparam a duração da ronda, a vantagem do primeiro lugar, as rondas bloqueadas e quantas vezes um jogador tem uma carta para jogar, cada um com um intervalo de 95%. A semente da simulação fixa as distribuições: a mesma semente joga as mesmas rondas.
explore-progress-label = Rondas jogadas
explore-progress-count = { $done } de { $total } rondas
explore-problem = Problema: { $problem }
explore-problem-no-change = nenhuma regra da casa difere de { $preset } simples: marque ou desmarque pelo menos uma caixa
explore-problem-rounds-empty = o campo rondas por conjunto de regras está vazio; escreva um número inteiro de { $low } a { $high }
explore-problem-players-empty = o campo jogadores por ronda simulada está vazio; { $preset } é para { $low } a { $high } jogadores
explore-problem-seed-empty = o campo semente da simulação está vazio; escreva um número inteiro, por exemplo 1
explore-problem-rounds-typed = rondas por conjunto de regras: { $typed }; escolha de { $low } a { $high }
explore-problem-rounds-range = rondas por conjunto de regras: { $count } não é permitido aqui; escolha de { $low } a { $high }
explore-problem-players-typed = jogadores por ronda simulada: { $typed }; { $preset } é para { $low } a { $high } jogadores
explore-problem-players-range = jogadores por ronda simulada: { $count }; { $preset } é para { $low } a { $high } jogadores
explore-problem-seed-typed = semente da simulação: { $typed }; escreva um número inteiro, por exemplo 1
explore-playing = A jogar { $rounds } rondas de cada conjunto de regras…
explore-done = Feito: { $house } contra { $plain }, { $rounds } rondas cada. Duração média da ronda: { $house_mean } turnos contra { $plain_mean } ({ $clear ->
    [yes] uma mudança clara
   *[no] sem mudança clara
}). A tabela vem a seguir.
explore-no-plot = Sem gráfico aqui: precisa de { $module }, que esta edição não tem; a tabela abaixo tem os mesmos números.
explore-label-plain = { $preset } simples
explore-label-house = { $preset } com { $changes }
# uma caixa desmarcada no nome das regras da casa ($rule: o seu nome, dash-rule-name-*)
explore-rule-off = sem { $rule }
explore-caption = { $house } contra { $plain }: { $rounds } rondas cada, com as mesmas sementes (semente { $seed }), { $players } jogadores, bots: { $bots }. Médias e proporções com intervalos de 95%, a mediana com a amplitude da metade central das rondas; mudança = regras da casa menos regras simples.
explore-head-measure = Medida
explore-head-change = Mudança (emparelhada por semente)
explore-row-mean = Duração da ronda: média de turnos
explore-row-median = Duração da ronda: mediana de turnos (amplitude da metade central das rondas, não um intervalo)
explore-row-first-seat = Vantagem do primeiro lugar: rondas ganhas pelo lugar à esquerda de quem dá (proporção justa { $fair })
explore-row-blocked = Rondas que acabam bloqueadas
explore-row-play-every = Turnos com uma jogada permitida (os bots jogaram uma carta em todos eles)
explore-row-play = Turnos com uma jogada permitida
explore-row-played = Turnos em que se joga uma carta (um bot pode comprar ou guardar uma carta que podia jogar)
explore-row-unfinished = Rondas paradas no limite de jogadas (por terminar)
explore-interval = { $value } ({ $low } a { $high })
explore-change-none = nenhuma: nenhuma ronda foi diferente
explore-change-points = { $value } pontos ({ $low } a { $high })
explore-verdict-none = sem mudança: nenhuma ronda foi diferente
explore-verdict-turns = { $direction ->
    [longer] mais longas
   *[shorter] mais curtas
} em { $size } turnos (intervalo de 95%: { $low } a { $high })
explore-verdict-turns-unclear = sem mudança clara ({ $value } turnos, intervalo de 95%: { $low } a { $high })
explore-verdict-points = { $direction ->
    [more] mais
   *[fewer] menos
} { $size } pontos percentuais (intervalo de 95%: { $low } a { $high })
explore-verdict-points-unclear = sem mudança clara ({ $value } pontos percentuais, intervalo de 95%: { $low } a { $high })
explore-describe-length = Duração da ronda: as rondas de { $plain } duram em média { $plain_mean } turnos (mediana { $plain_median }), as de { $house } { $house_mean } (mediana { $house_median }): { $verdict }.
explore-describe-first-seat = Vantagem do primeiro lugar: o lugar à esquerda de quem dá ganha { $plain_share } das rondas de { $plain } e { $house_share } das de { $house }, contra uma proporção justa de { $fair }.
explore-describe-blocked = Rondas bloqueadas: { $plain_count } de { $plain_rounds } com { $plain }, { $house_count } de { $house_rounds } com { $house }.
explore-describe-play = Turnos com uma jogada permitida: { $plain_share } com { $plain }, { $house_share } com { $house }: { $verdict }.
explore-describe-play-every = Turnos com uma jogada permitida: { $plain_share } com { $plain }, { $house_share } com { $house }: { $verdict }; os bots jogaram uma carta em todos eles.
explore-describe-played = Turnos em que se joga uma carta: { $plain_share } com { $plain }, { $house_share } com { $house }: { $verdict }.
explore-alt = Dois gráficos que comparam { $plain } (barras e círculos vazios) com { $house } (barras riscadas e quadrados cheios) em { $rounds } rondas cada. À esquerda: histograma da duração da ronda em turnos; média { $plain_mean } contra { $house_mean }. À direita: proporções com intervalos de 95%: o primeiro lugar ganha { $plain_first } contra { $house_first } (proporção justa { $fair }), a ronda acaba bloqueada { $plain_blocked } contra { $house_blocked }, turno com jogada permitida { $plain_play } contra { $house_play }.
explore-alt-played = Dois gráficos que comparam { $plain } (barras e círculos vazios) com { $house } (barras riscadas e quadrados cheios) em { $rounds } rondas cada. À esquerda: histograma da duração da ronda em turnos; média { $plain_mean } contra { $house_mean }. À direita: proporções com intervalos de 95%: o primeiro lugar ganha { $plain_first } contra { $house_first } (proporção justa { $fair }), a ronda acaba bloqueada { $plain_blocked } contra { $house_blocked }, turno com jogada permitida { $plain_play } contra { $house_play }, turno com carta jogada { $plain_played } contra { $house_played }.
explore-figure-plain = regras simples
explore-figure-house = regras da casa
explore-figure-plain-mean = regras simples: média
explore-figure-house-mean = regras da casa: média
explore-figure-turns = turnos por ronda
explore-figure-rounds = rondas
explore-figure-length = Duração da ronda
explore-figure-title = { $house } (regras da casa) contra { $plain }, { $rounds } rondas cada
explore-figure-first-seat = primeiro lugar ganha
explore-figure-blocked = ronda acaba bloqueada
explore-figure-play = turno com jogada permitida
explore-figure-played = turno com carta jogada
explore-figure-fair = proporção justa do primeiro lugar { $share }
explore-figure-percent = percentagem, com intervalos de 95%
explore-figure-shares = Proporções
