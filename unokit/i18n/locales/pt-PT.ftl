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
###   Pilha de descarte = "monte da mesa"; baralho de compra = "monte de compra".

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
