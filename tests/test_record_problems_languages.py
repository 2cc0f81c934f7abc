"""The reasons a record cannot be read, and the analysis's refusals, in Portuguese and Spanish (issue 26,
"Text as a layer"; DESIGN.md contract 7): each problem is made by a real bad record (its bytes made here)
read by the real reader (:func:`unokit.record.record_from_bytes`, then a replay) and by a table's upload;
:func:`unokit.i18n.problem_text` says it in the language, the pseudo-locale brackets every word of it
(quoted input, notation and digits aside), and English is ``str(error)`` as before, which the English
catalogue says word for word."""

from __future__ import annotations

import html
import json
import random
import re

import pytest

from unokit import i18n
from unokit.analysis import evaluate, knowledge
from unokit.cards import Card
from unokit.commands import cut_quotes
from unokit.errors import AnalysisError, RecordError, UnokitError
from unokit.game import Game
from unokit.i18n import message, outside_brackets, problem_text
from unokit.phrases import Reason
from unokit.record import read_record, record_from_bytes, replay
from unokit.widgets.table import GameTable

BASE = {"unokit": 1, "rules": "classic", "players": 2, "seed": 3}
#: a position of two seats, Ana to play on a red 2 (changed by the cases below)
POS = {"hands": [["R1"], ["R3"]], "discard": ["R2"], "draw_pile": [], "current": 0}


def rec(**changes) -> bytes:
    """A record's bytes: :data:`BASE` with ``changes`` (a value None leaves the key out)."""
    data = {**BASE, **changes}
    return json.dumps({key: value for key, value in data.items() if value is not None}).encode()


#: Each problem a person meets loading a file: the record's bytes
CASES = {
    "too-large": b"{" + b" " * (512 * 1024) + b"}",
    "not-utf8": '{"unokit": 1}'.encode("utf-16"),
    "not-json": b"hello",
    "empty": b"",
    "cut-short": b'{"unokit": 1, "rules": "cla',
    "comma": b'{"unokit": 1 "rules": "classic"}',
    "single-quotes": b"{'unokit': 1}",
    "extra": b"{} {}",
    "array": b"[1, 2]",
    "null": b"null",
    "too-deep": b"[" * 100_000,
    "long-number": b'{"seed": ' + b"9" * 5000 + b"}",
    "missing-field": rec(players=None),
    "missing-position-field": rec(position={k: v for k, v in POS.items() if k != "draw_pile"}),
    "unknown-key": rec(notes="x"),
    "unknown-position-key": rec(position={**POS, "turn": 0}),
    "version": rec(unokit=2),
    "version-float": rec(unokit=1.0),
    "wrong-type": rec(seed="x"),
    "minimum": rec(dealer=-1),
    "not-one-of": rec(position={**POS, "direction": 2}),
    "empty-list": rec(position={**POS, "discard": []}),
    "empty-text": rec(deck=[""]),
    "rules-form": rec(rules=3),
    "unknown-preset": rec(rules="klassic"),
    "unknown-flag": rec(rules={"preset": "classic", "sevens": True}),
    "flag-type": rec(rules={"preset": "classic", "stack_draw_two": 3}),
    "flag-type-number": rec(rules={"preset": "classic", "hand_size": True}),
    "player-count": rec(players=11),
    "players-form": rec(players="Ana"),
    "name-not-text": rec(players=["Ana", ""]),
    "name-blank": rec(players=["Ana", " "]),
    "name-spaces": rec(players=["Ana ", "Ben"]),
    "name-taken": rec(players=["Ana", "Ana"]),
    "dealer-seat": rec(dealer=5),
    "deck-and-position": rec(deck=["R1"], position=POS),
    "card-notation": rec(deck=["X9"]),
    "card-not-in-deck": rec(deck=["T5"]),
    "deck-incomplete": rec(deck=["R0"]),
    "hands": rec(position={**POS, "hands": [["R1"]]}),
    "empty-hand": rec(position={**POS, "hands": [[], ["R3"]], "current": 1}),
    "current-seat": rec(position={**POS, "current": 4}),
    "color-needed": rec(position={**POS, "discard": ["W"]}),
    "not-a-color": rec(position={**POS, "discard": ["W"], "color": "pink"}),
    "totals": rec(match={"scores": [1]}),
    "move-seat": rec(moves=["5: draw"]),
    "illegal-move": rec(moves=["0: play R5"]),
}

#: What each says in Portuguese and in Spanish (one ending in "…": what the text starts with; a list follows)
SAID = {
    'too-large': (
        'game.json tem mais de 512 KB; um registo de jogo tem no máximo 512 KB, e as rondas mais longas '
        'ocupam poucos KB',
        'game.json ocupa más de 512 KB; un registro de partida ocupa como mucho 512 KB, y las rondas más '
        'largas ocupan pocos KB',
    ),
    'not-utf8': (
        'game.json não é texto UTF-8 (o byte 0 não se consegue ler); um registo é um objeto JSON em '
        'UTF-8, por exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json no es texto UTF-8 (el byte 0 no se puede leer); un registro es un objeto JSON en '
        'UTF-8, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'not-json': (
        'game.json não é JSON válido (linha 1, coluna 1: falta um valor); um registo é um objeto JSON, '
        'por exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json no es JSON válido (línea 1, columna 1: falta un valor); un registro es un objeto '
        'JSON, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'empty': (
        'game.json não é JSON válido (linha 1, coluna 1: não há texto); um registo é um objeto JSON, por '
        'exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json no es JSON válido (línea 1, columna 1: no hay texto); un registro es un objeto JSON, '
        'por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'cut-short': (
        'game.json não é JSON válido (linha 1, coluna 24: um texto entre aspas não foi fechado; o texto '
        'acaba antes do fim do registo, como num ficheiro cortado); um registo é um objeto JSON, por '
        'exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json no es JSON válido (línea 1, columna 24: un texto entre comillas no está cerrado; el '
        'texto se acaba antes que el registro, como en un archivo cortado); un registro es un objeto '
        'JSON, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'comma': (
        'game.json não é JSON válido (linha 1, coluna 14: falta uma vírgula); um registo é um objeto '
        'JSON, por exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json no es JSON válido (línea 1, columna 14: falta una coma); un registro es un objeto '
        'JSON, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'single-quotes': (
        'game.json não é JSON válido (linha 1, coluna 2: falta uma chave entre aspas duplas); um registo '
        'é um objeto JSON, por exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json no es JSON válido (línea 1, columna 2: falta una clave entre comillas dobles); un '
        'registro es un objeto JSON, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'extra': (
        'game.json não é JSON válido (linha 1, coluna 4: há mais texto depois do registo); um registo é '
        'um objeto JSON, por exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json no es JSON válido (línea 1, columna 4: hay más texto después del registro); un '
        'registro es un objeto JSON, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'array': (
        'game.json contém uma lista, não um objeto JSON; um registo é um objeto JSON, por exemplo '
        '{"unokit": 1, "rules": "classic", "players": 2}',
        'game.json contiene una lista, no un objeto JSON; un registro es un objeto JSON, por ejemplo '
        '{"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'null': (
        'game.json contém null, não um objeto JSON; um registo é um objeto JSON, por exemplo {"unokit": '
        '1, "rules": "classic", "players": 2}',
        'game.json contiene null, no un objeto JSON; un registro es un objeto JSON, por ejemplo '
        '{"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'too-deep': (
        'game.json tem listas ou objetos encaixados uns nos outros demasiadas vezes para se ler; um '
        'registo é um objeto JSON, por exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json anida listas u objetos demasiadas veces para poder leerlo; un registro es un objeto '
        'JSON, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'long-number': (
        'game.json tem um número com algarismos a mais para se ler; um registo é um objeto JSON, por '
        'exemplo {"unokit": 1, "rules": "classic", "players": 2}',
        'game.json contiene un número con demasiadas cifras para poder leerlo; un registro es un objeto '
        'JSON, por ejemplo {"unokit": 1, "rules": "classic", "players": 2}',
    ),
    'missing-field': (
        'players: falta; um registo precisa de unokit, rules, players',
        'players: falta; un registro necesita unokit, rules, players',
    ),
    'missing-position-field': (
        'position.draw_pile: falta; uma posição precisa de hands, discard, draw_pile, current',
        'position.draw_pile: falta; una posición necesita hands, discard, draw_pile, current',
    ),
    'unknown-key': (
        'notes: chave desconhecida; as chaves permitidas são: unokit, rules, players, dealer, seed, '
        'deck, position, match, moves, meta (ponha o resto em "meta")',
        'notes: clave desconocida; las claves permitidas son: unokit, rules, players, dealer, seed, '
        'deck, position, match, moves, meta (pon lo demás en "meta")',
    ),
    'unknown-position-key': (
        'position.turn: chave desconhecida; as chaves permitidas em position são: hands, discard, '
        'draw_pile, current, direction, color, pending_draw, out',
        'position.turn: clave desconocida; las claves permitidas en position son: hands, discard, '
        'draw_pile, current, direction, color, pending_draw, out',
    ),
    'version': (
        'unokit: a versão de formato 2 não é suportada; este unokit lê a versão 1',
        'unokit: la versión de formato 2 no es compatible; este unokit lee la versión 1',
    ),
    'version-float': (
        'unokit: a versão de formato 1.0 não é suportada; escreva a versão como 1',
        'unokit: la versión de formato 1.0 no es compatible; escribe la versión como 1',
    ),
    'wrong-type': (
        'seed: "x" não é permitido; tem de ser um número inteiro',
        'seed: "x" no está permitido; tiene que ser un número entero',
    ),
    'minimum': (
        'dealer: -1 não é permitido; tem de ser pelo menos 0',
        'dealer: -1 no está permitido; tiene que ser al menos 0',
    ),
    'not-one-of': (
        'position.direction: 2 não é permitido; use um destes: 1, -1',
        'position.direction: 2 no está permitido; usa uno de estos: 1, -1',
    ),
    'empty-list': (
        'position.discard: precisa de pelo menos um item; não tem nenhum',
        'position.discard: necesita al menos un elemento; no tiene ninguno',
    ),
    'empty-text': (
        'deck[0]: um texto vazio não é permitido',
        'deck[0]: no se permite un texto vacío',
    ),
    'rules-form': (
        'rules: 3 não é permitido; dê o nome de um conjunto de regras, como "classic", ou {"preset": '
        '"classic", "<flag>": value, ...}',
        'rules: 3 no está permitido; da el nombre de un conjunto de reglas, como "classic", o {"preset": '
        '"classic", "<flag>": value, ...}',
    ),
    'unknown-preset': (
        "rules: conjunto de regras desconhecido 'klassic'; os conjuntos são: classic, black-uno, "
        'spectrum, party',
        "rules: conjunto de reglas desconocido 'klassic'; los conjuntos son: classic, black-uno, "
        'spectrum, party',
    ),
    'unknown-flag': (
        "rules: opção de regras desconhecida 'sevens'; as opções são:…",
        "rules: opción de reglas desconocida 'sevens'; las opciones son:…",
    ),
    'flag-type': (
        'rules: a opção de regras stack_draw_two=3 tem o tipo errado; esperava-se true ou false',
        'rules: la opción de reglas stack_draw_two=3 tiene un tipo incorrecto; se esperaba true o false',
    ),
    'flag-type-number': (
        'rules: a opção de regras hand_size=true tem o tipo errado; esperava-se um número inteiro, por '
        'exemplo 7',
        'rules: la opción de reglas hand_size=true tiene un tipo incorrecto; se esperaba un número '
        'entero, por ejemplo 7',
    ),
    'player-count': (
        'players: 11 jogadores, mas classic permite de 2 a 10',
        'players: 11 jugadores, pero classic admite de 2 a 10',
    ),
    'players-form': (
        'players: "Ana" não é permitido; dê os nomes pela ordem dos lugares (["Ana", "Ben"]) ou um '
        'número (2)',
        'players: "Ana" no está permitido; da los nombres en el orden de los asientos (["Ana", "Ben"]) o '
        'un número (2)',
    ),
    'name-not-text': (
        'players[1]: "" não é permitido; cada nome é um texto de pelo menos uma letra, pela ordem dos '
        'lugares',
        'players[1]: "" no está permitido; cada nombre es un texto de al menos una letra, en el orden de '
        'los asientos',
    ),
    'name-blank': (
        "players[1]: um nome não pode estar vazio nem ter só espaços; veio ' '",
        "players[1]: un nombre no puede estar vacío ni tener solo espacios; llegó ' '",
    ),
    'name-spaces': (
        "players[0]: um nome não tem espaços no início nem no fim; veio 'Ana '",
        "players[0]: un nombre no lleva espacios al principio ni al final; llegó 'Ana '",
    ),
    'name-taken': (
        "players[1]: 'Ana' já é o lugar 0; os nomes têm de ser diferentes",
        "players[1]: 'Ana' ya es el asiento 0; los nombres tienen que ser distintos",
    ),
    'dealer-seat': (
        'dealer: o lugar 5 não existe; os lugares são de 0 a 1',
        'dealer: el asiento 5 no existe; los asientos van del 0 al 1',
    ),
    'deck-and-position': (
        'deck and position: um registo dá no máximo um dos dois (um baralho inteiro para distribuir ou '
        'uma posição a meio do jogo); sem nenhum, a semente baralha o baralho do conjunto de regras',
        'deck and position: un registro da como mucho uno de los dos (una baraja entera para repartir o '
        'una posición a mitad de partida); sin ninguno, la semilla baraja la baraja del conjunto de '
        'reglas',
    ),
    'card-notation': (
        "deck[0]: carta desconhecida 'X9': uma carta é uma letra de cor (R O Y G T B P M) seguida de "
        '0-9, S (Bloqueio), R (Inversão) ou +2, ou W / W+4 para os Coringas',
        "deck[0]: carta desconocida 'X9': una carta es una letra de color (R O Y G T B P M) seguida de "
        '0-9, S (Salta), R (Reversa) o +2 (Roba dos), o W / W+4 para los Comodines',
    ),
    'card-not-in-deck': (
        'deck[0]: 5 azul-petróleo não é uma carta do baralho classic; as suas cores são red yellow green '
        'blue',
        'deck[0]: 5 verde azulado no es una carta de la baraja classic; sus colores son red yellow green '
        'blue',
    ),
    'deck-incomplete': (
        'deck: 1 carta, mas um baralho tem de ser exatamente o baralho classic de 108 cartas; faltam:…',
        'deck: 1 carta, pero una baraja tiene que ser exactamente la baraja classic de 108 cartas; '
        'faltan:…',
    ),
    'hands': (
        'position.hands: 1 mão para 2 jogadores; dê uma por lugar',
        'position.hands: 1 mano para 2 jugadores; da una por asiento',
    ),
    'empty-hand': (
        'position.hands[0]: uma mão vazia quer dizer que a ronda acabou; uma posição é uma ronda ainda a '
        'decorrer',
        'position.hands[0]: una mano vacía significa que la ronda ha terminado; una posición es una '
        'ronda aún en juego',
    ),
    'current-seat': (
        'position.current: o lugar 4 não existe; os lugares são de 0 a 1',
        'position.current: el asiento 4 no existe; los asientos van del 0 al 1',
    ),
    'color-needed': (
        'position.color: a carta do topo é um Coringa, por isso falta a cor que foi escolhida; use uma '
        'destas: red yellow green blue',
        'position.color: la carta de arriba es un Comodín, así que falta el color que se eligió; usa uno '
        'de estos: red yellow green blue',
    ),
    'not-a-color': (
        'position.color: "pink" não é uma cor do jogo classic; use uma destas: red yellow green blue',
        'position.color: "pink" no es un color de la partida classic; usa uno de estos: red yellow green '
        'blue',
    ),
    'totals': (
        'match.scores: 1 total para 2 jogadores; dê um por lugar',
        'match.scores: 1 total para 2 jugadores; da uno por asiento',
    ),
    'move-seat': (
        'moves[0] "5: draw": o lugar 5 não existe; os lugares são de 0 a 1',
        'moves[0] "5: draw": el asiento 5 no existe; los asientos van del 0 al 1',
    ),
    'illegal-move': (
        'moves[0] "0: play R5": é a vez de Seat 1, não de Seat 0',
        'moves[0] "0: play R5": es el turno de Seat 1, no de Seat 0',
    ),
}


def _problem(data: bytes) -> RecordError:
    """The error reading and replaying ``data`` (a file named game.json) gives."""
    with pytest.raises(RecordError) as raised:
        replay(record_from_bytes(data, "game.json"))
    return raised.value


def _said_as(said: str, expected: str) -> bool:
    return said.startswith(expected[:-1]) if expected.endswith("…") else said == expected


def _english_from_catalogue(reason: Reason) -> str:
    """``reason`` said by the English catalogue, every nested reason from its message too."""
    args: dict = {}
    for key, value in reason.args.items():
        args[key] = _english_from_catalogue(value) if isinstance(value, Reason) else \
            i18n._reason_word(reason.id, key, value, "en", args)
    return message(reason.id, "en", **args)


#: the arguments that are words said by another message (en.ftl's comment on the block), never notation
WORDS = ("problem", "kind", "expected")


def _notation(reason: Reason) -> list[str]:
    """The arguments of ``reason`` (and of the reasons inside it) that are not words: a file name, a JSON
    path, quoted values from the record, notation, numbers; longest first."""
    found: list[str] = []
    for key, value in reason.args.items():
        if isinstance(value, Reason):
            found += _notation(value)
        elif isinstance(value, str) and key not in WORDS:
            found.append(value)
    return sorted(found, key=len, reverse=True)


def _english_left(text: str, reason: Reason) -> list[str]:
    """Words of ``text`` (said in the pseudo-locale) that are plain English: outside every bracket, or
    inside with no accented letter (the pseudo-locale accents every vowel), notation taken out first."""
    for value in _notation(reason):
        text = text.replace(value, " ")
    outside = outside_brackets(text).strip(" []")
    return ([outside] if re.search(r"[A-Za-z]", outside) else []) + \
        [word for word in re.findall(r"[A-Za-z]+", text) if re.search(r"[aeiouyAEIOUY]", word)]


def test_every_case_has_its_words():
    assert list(SAID) == list(CASES)


@pytest.mark.parametrize("name", CASES)
def test_a_record_problem_is_said_in_portuguese_and_spanish(name):
    error = _problem(CASES[name])
    assert error.message_id is not None and error.message_args, str(error)
    for lang, expected in zip(("pt-PT", "es"), SAID[name], strict=True):
        said = problem_text(error, lang)
        assert _said_as(said, expected), (lang, said)
        assert "{" not in said.replace('{"', "") and "$" not in said, said
    # English is the error's own text, as before, and the English catalogue says it word for word
    assert problem_text(error, "en") == str(error) == _english_from_catalogue(error.args[0])


@pytest.mark.parametrize("name", CASES)
def test_the_pseudo_locale_brackets_every_word_of_a_record_problem(name):
    error = _problem(CASES[name])
    said = problem_text(error, "en-XA")
    assert said.startswith("[") and said.endswith("]")
    assert _english_left(said, error.args[0]) == [], said


@pytest.mark.parametrize("lang", ["pt-PT", "es"])
def test_the_tables_upload_says_why_a_record_cannot_be_loaded_in_its_language(lang):
    table = GameTable(Game("classic", players=["Ana", "Ben"], seed=0), mode="teaching", lang=lang)
    for name, data in CASES.items():
        if name == "too-large":
            continue  # the upload control refuses it before reading (its own message: test_table_languages)
        table.records.upload.receive("game.json", data)
        said = table.live.history[-1][1]
        opening = message("table-record-load-failed", lang, error="")
        expected = SAID[name][("pt-PT", "es").index(lang)]
        assert said.startswith(opening) and _said_as(said[len(opening):], cut_quotes(expected)), (name, said)


def test_the_tables_upload_in_english_is_the_readers_text():
    table = GameTable(Game("classic", players=["Ana", "Ben"], seed=0), mode="teaching")
    for name in ("not-json", "illegal-move", "unknown-preset"):
        table.records.upload.receive("game.json", CASES[name])
        assert table.live.history[-1][1] == f"Could not load the record: {_problem(CASES[name])}"


def test_a_pasted_record_is_named_in_the_language():
    with pytest.raises(RecordError) as raised:
        read_record("{not json")
    assert str(raised.value).startswith("record is not valid JSON (line 1, column 2: ")
    assert problem_text(raised.value, "pt-PT").startswith("o registo não é JSON válido (linha 1, coluna 2: ")
    assert problem_text(raised.value, "es").startswith("el registro no es JSON válido (línea 1, columna 2: ")


def test_the_dashboards_review_says_why_a_record_cannot_be_opened_in_its_language():
    from unokit.dashboard.app import Dashboard

    board = Dashboard(seed=1, lang="es")
    board.review_upload.receive("game.json", CASES["illegal-move"])
    assert board.review_status.value == ("<p>No se ha podido abrir el registro: moves[0] &quot;0: play R5&quot;: es el "
                                         "turno de Seat 1, no de Seat 0</p>")
    board.review_upload.receive("game.json", CASES["array"])
    assert board.review_upload.message == "game.json: " + SAID["array"][1]


def test_a_problem_the_catalogues_do_not_say_stays_english():
    error = _problem(rec(moves=["0: jump"]))  # the move notation's own words (listed in docs/languages.md)
    assert error.message_id is None and error.message_args == {}
    assert problem_text(error, "pt-PT") == problem_text(error, "es") == str(error)
    assert str(error).startswith('moves[0] "0: jump": unknown verb')


def test_message_ids_survive_pickling():
    import pickle

    error = pickle.loads(pickle.dumps(_problem(CASES["unknown-preset"])))
    assert error.message_id == "record-problem-at" and problem_text(error, "pt-PT") == SAID["unknown-preset"][0]


# --- the analysis -------------------------------------------------------------------------------------

ANALYSIS_SAID = {
    "analysis-problem-starter-color": (
        "Sem análise: o jogo espera que se escolha a cor da carta inicial (choose); analise a posição depois de "
        "escolhida a cor",
        "Sin análisis: la partida espera a que se elija el color de la carta inicial (choose); analiza la posición "
        "después de elegir el color"),
    "analysis-problem-reshuffle": (
        "Sem análise: o monte de compra foi baralhado de novo nas últimas jogadas; analise a posição depois desta vez",
        "Sin análisis: se volvió a barajar el mazo en las últimas jugadas; analiza la posición después de este turno"),
}


def _played(moves: int) -> Game:
    """Classic, two seats, seed 0, ``moves`` moves of a seeded random player."""
    game, rng = Game("classic", 2, seed=0), random.Random(0)
    for _ in range(moves):
        game.push(rng.choice(game.legal_moves()))
    return game


#: positions where the panel's analysis is refused: the starter's colour still to be named; the move
#: after a reshuffle (the drawn card can be played, so the position before the draw would be rebuilt)
POSITIONS = {"analysis-problem-starter-color": 0, "analysis-problem-reshuffle": 171}


@pytest.mark.parametrize("msg_id", POSITIONS)
def test_the_analysis_panel_says_why_it_cannot_analyse_in_each_language(msg_id):
    game = _played(POSITIONS[msg_id])
    with pytest.raises(AnalysisError) as raised:
        knowledge(game, game.current)
    assert raised.value.message_id == msg_id
    english = f"No analysis: {raised.value}"
    for lang, expected in (("en", english), *zip(("pt-PT", "es"), ANALYSIS_SAID[msg_id], strict=True)):
        table = GameTable(game.copy(), mode="teaching", lang=lang)
        table.go(POSITIONS[msg_id])
        assert table.analyse(10, background=False) is None
        assert table.live.history[-1][1] == expected
        assert html.escape(expected) in table.what_if.analyse_status.value
    pseudo = problem_text(raised.value, "en-XA")
    assert _english_left(pseudo, raised.value.args[0]) == [], pseudo
    assert _english_from_catalogue(raised.value.args[0]) == str(raised.value)


def test_the_analysis_engines_other_refusals_are_said_in_each_language():
    over = Game("classic", 2, seed=0)
    rng = random.Random(1)
    while not over.is_over():
        over.push(rng.choice(over.legal_moves()))
    waiting = _played(1)
    refusals = []
    for call in (lambda: evaluate(over, samples=1, seed=0), lambda: evaluate(waiting, seat=1 - waiting.current, samples=1, seed=0)):
        with pytest.raises(AnalysisError) as raised:
            call()
        refusals.append(raised.value)
    said = [(problem_text(error, "pt-PT"), problem_text(error, "es")) for error in refusals]
    assert said[0] == ("a ronda acabou; não há nada para analisar", "la ronda ha terminado; no queda nada que analizar")
    seat, current = 1 - waiting.current, waiting.current
    assert said[1] == (f"o lugar {seat} não tem jogada para fazer agora; é a vez do lugar {current}",
                       f"el asiento {seat} no tiene ninguna jugada ahora; le toca al asiento {current}")
    for error in refusals:
        assert problem_text(error, "en") == str(error) == _english_from_catalogue(error.args[0])
        assert _english_left(problem_text(error, "en-XA"), error.args[0]) == []


def test_an_illegal_move_error_says_its_reason_in_each_language():
    game = Game("classic", 2, seed=0)
    with pytest.raises(UnokitError) as raised:
        game.push(f"{1 - game.current}: play {Card.parse('R5').code}")
    assert problem_text(raised.value, "en") == str(raised.value)
    assert problem_text(raised.value, "pt-PT") != str(raised.value)
