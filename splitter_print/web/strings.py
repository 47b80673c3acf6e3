"""Every word the game-night page shows, per language: one table, so that a language is one
more entry.

The languages are the pads' (:data:`splitter_print.paper.labels.LABELS`); a phone gets the one
its browser asks for (``Accept-Language``), or the one chosen on the page.

>>> pick_language("de-CH,de;q=0.9,en;q=0.8"), pick_language("fr-FR,fr;q=0.9"), pick_language(None)
('de', 'en', 'en')
"""

from __future__ import annotations

from splitter_print.paper.labels import LABELS
from splitter_print.text import say

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "language_name": "English", "tagline": "Game night at the table", "new_game": "New game",
        "pad_a": "Pad A", "pad_b": "Pad B", "join": "Join a game", "code": "Game code", "open": "Open",
        "past_games": "Past games on this phone", "no_past": "No games on this phone yet.",
        "language": "Language", "tab_dice": "Dice", "tab_sheet": "My sheet", "tab_ranking": "Ranking",
        "join_here": "Scan to join", "round": "Round {n} of {total}", "tap_faces": "Tap the two dice",
        "first_die": "First die {d}: now the second", "roll_for_me": "Roll for me", "undo": "Take back the last roll",
        "game_over": "All rolls are in.", "no_rolls": "No rolls yet.", "your_name": "Your name",
        "take_photo": "Photograph your sheet", "reading": "Reading your sheet…", "total": "Total",
        "star_bonus": "star bonus (included)", "hearts": "hearts", "to_check": "Spaces to check: {n}. Tap one.",
        "all_clear": "Every space read clearly.", "fix_title": "Row {r}, column {c}: what is written?",
        "empty": "empty", "cancel": "Cancel", "check_sheet": "Please check this sheet:",
        "corrected": "Corrected by the rolls: {cells}",
        "fix_sheet": "Check and fix this sheet",
        "remove_sheet": "Remove this sheet", "remove_confirm": "Remove {name}'s sheet from the game?",
        "replace_sheet": "{name} has a sheet in this game already: replace it with this photo?",
        "space": "Row {r}, column {c}", "ask_rolls": "the rolls say {asked} here: is it a {asked}?",
        "ask_rolls_empty": "the rolls say this space is empty: is it?", "ask_reader": "read as {read}: is it a {read}?",
        "ask_reader_empty": "read as empty: is it empty?", "accept": "Yes: {value}",
        "ord_one": "{n}st", "ord_two": "{n}nd", "ord_few": "{n}rd", "ord_other": "{n}th",
        "place_of": "{place} of {count}", "place_shared": "{place} of {count}, shared",
        "ahead": "{n} ahead of the next", "behind": "{n} behind {above}",
        "place": "Place", "player": "Player", "no_sheets": "No sheets yet.", "download": "Download",
        "error": "Something went wrong",
        "offline": "The server cannot be reached: check the phone's Wi-Fi and try again.",
        "name_needed": "Write your name first.", "close": "Close",
        "unknown_game": "There is no game with this code.",
        "daily_title": "Today's solo", "daily_intro": "The same 22 rolls for every player on earth today.",
        "daily_day": "Day", "next_roll": "Next roll",
        "all_rolls": "Show all rolls", "type_sheet": "Type your sheet",
        "score_it": "Score my sheet", "searching_best": "Finding the best possible total…",
        "copy": "Copy the share line", "copied": "Copied",
        "streak": "Days in a row: {n}", "your_days": "Your daily games",
        "no_days": "No daily games on this phone yet.", "photo_read": "Read from your photo: check it, then score.",
        "kept_elsewhere": "The rolls are kept on the phone that started the game.",
        "now_keeper": "This phone keeps the rolls now.",
        "taken_back": "The keeper took back roll {n}.",
        "hand_over": "Keep the rolls on another phone",
        "hand_over_hint":
            "Scan this with the phone that should keep the rolls (or send it the link): "
            "that phone gets the dice, this one shows the rolls only.",
    },
    "de": {
        "language_name": "Deutsch", "tagline": "Spieleabend am Tisch", "new_game": "Neues Spiel",
        "pad_a": "Block A", "pad_b": "Block B", "join": "Einem Spiel beitreten", "code": "Spielcode",
        "open": "Öffnen", "past_games": "Frühere Spiele auf diesem Handy",
        "no_past": "Noch keine Spiele auf diesem Handy.", "language": "Sprache", "tab_dice": "Würfel",
        "tab_sheet": "Mein Blatt", "tab_ranking": "Wertung", "join_here": "Zum Mitspielen scannen",
        "round": "Runde {n} von {total}", "tap_faces": "Tippe die beiden Würfel an",
        "first_die": "Erster Würfel {d}: jetzt der zweite", "roll_for_me": "Für mich würfeln",
        "undo": "Letzten Wurf zurücknehmen", "game_over": "Alle Würfe sind eingetragen.",
        "no_rolls": "Noch keine Würfe.", "your_name": "Dein Name", "take_photo": "Blatt fotografieren",
        "reading": "Dein Blatt wird gelesen…", "total": "Summe", "star_bonus": "Sternbonus (enthalten)",
        "hearts": "Herzen", "to_check": "Zu prüfende Felder: {n}. Tippe eines an.",
        "all_clear": "Alle Felder klar gelesen.", "fix_title": "Zeile {r}, Spalte {c}: was steht da?",
        "empty": "leer", "cancel": "Abbrechen", "check_sheet": "Bitte dieses Blatt prüfen:",
        "corrected": "Durch die Würfe korrigiert: {cells}",
        "fix_sheet": "Dieses Blatt prüfen und korrigieren",
        "remove_sheet": "Dieses Blatt entfernen", "remove_confirm": "Das Blatt von {name} aus dem Spiel entfernen?",
        "replace_sheet": "{name} hat schon ein Blatt in diesem Spiel: durch dieses Foto ersetzen?",
        "space": "Zeile {r}, Spalte {c}", "ask_rolls": "laut den Würfen steht hier eine {asked}: ist es eine {asked}?",
        "ask_rolls_empty": "laut den Würfen ist dieses Feld leer: stimmt das?",
        "ask_reader": "gelesen als {read}: ist es eine {read}?", "ask_reader_empty": "leer gelesen: ist es leer?",
        "accept": "Ja: {value}",
        "ord_one": "{n}.", "ord_two": "{n}.", "ord_few": "{n}.", "ord_other": "{n}.",
        "place_of": "{place} von {count}", "place_shared": "{place} von {count}, geteilt",
        "ahead": "{n} vor dem Nächsten", "behind": "{n} hinter Platz {m}",
        "place": "Platz", "player": "Spieler", "no_sheets": "Noch keine Blätter.", "download": "Herunterladen",
        "error": "Etwas ist schiefgegangen",
        "offline": "Der Server ist nicht erreichbar: prüfe das WLAN des Handys und versuch es noch einmal.",
        "name_needed": "Schreib zuerst deinen Namen.", "close": "Schließen",
        "unknown_game": "Es gibt kein Spiel mit diesem Code.",
        "daily_title": "Heutiges Solo", "daily_intro": "Heute dieselben 22 Würfe für alle Spieler der Welt.",
        "daily_day": "Tag", "next_roll": "Nächster Wurf",
        "all_rolls": "Alle Würfe zeigen", "type_sheet": "Blatt eintippen",
        "score_it": "Blatt werten", "searching_best": "Die bestmögliche Summe wird gesucht…",
        "copy": "Teilen-Zeile kopieren", "copied": "Kopiert",
        "streak": "Tage in Folge: {n}", "your_days": "Deine Tagesspiele",
        "no_days": "Noch keine Tagesspiele auf diesem Handy.",
        "photo_read": "Aus deinem Foto gelesen: prüfen, dann werten.",
        "kept_elsewhere": "Die Würfe führt das Handy, das das Spiel gestartet hat.",
        "now_keeper": "Dieses Handy führt jetzt die Würfe.",
        "taken_back": "Der Spielleiter hat Wurf {n} zurückgenommen.",
        "hand_over": "Die Würfe auf einem anderen Handy führen",
        "hand_over_hint":
            "Scanne das mit dem Handy, das die Würfe führen soll (oder schick ihm den Link): "
            "dort sind dann die Würfel, hier nur noch die Würfe.",
    },
    "es": {
        "language_name": "Español", "tagline": "Noche de juegos en la mesa", "new_game": "Nueva partida",
        "pad_a": "Hoja A", "pad_b": "Hoja B", "join": "Unirse a una partida", "code": "Código de partida",
        "open": "Abrir", "past_games": "Partidas anteriores en este móvil",
        "no_past": "Todavía no hay partidas en este móvil.", "language": "Idioma", "tab_dice": "Dados",
        "tab_sheet": "Mi hoja", "tab_ranking": "Clasificación", "join_here": "Escanea para unirte",
        "round": "Ronda {n} de {total}", "tap_faces": "Toca los dos dados",
        "first_die": "Primer dado {d}: ahora el segundo", "roll_for_me": "Tira por mí",
        "undo": "Deshacer la última tirada", "game_over": "Ya están todas las tiradas.",
        "no_rolls": "Todavía no hay tiradas.", "your_name": "Tu nombre", "take_photo": "Fotografía tu hoja",
        "reading": "Leyendo tu hoja…", "total": "Total", "star_bonus": "bonus de estrella (incluido)",
        "hearts": "corazones", "to_check": "Casillas por revisar: {n}. Toca una.",
        "all_clear": "Todas las casillas se leyeron bien.", "fix_title": "Fila {r}, columna {c}: ¿qué pone?",
        "empty": "vacía", "cancel": "Cancelar", "check_sheet": "Revisa esta hoja:",
        "corrected": "Corregido por las tiradas: {cells}",
        "fix_sheet": "Revisar y corregir esta hoja",
        "remove_sheet": "Quitar esta hoja", "remove_confirm": "¿Quitar de la partida la hoja de {name}?",
        "replace_sheet": "{name} ya tiene una hoja en esta partida: ¿cambiarla por esta foto?",
        "space": "Fila {r}, columna {c}", "ask_rolls": "las tiradas dicen {asked} aquí: ¿es un {asked}?",
        "ask_rolls_empty": "las tiradas dicen que esta casilla está vacía: ¿lo está?",
        "ask_reader": "leído como {read}: ¿es un {read}?", "ask_reader_empty": "leída vacía: ¿está vacía?",
        "accept": "Sí: {value}",
        "ord_one": "{n}.º", "ord_two": "{n}.º", "ord_few": "{n}.º", "ord_other": "{n}.º",
        "place_of": "{place} de {count}", "place_shared": "{place} de {count}, compartido",
        "ahead": "{n} por delante del siguiente", "behind": "{n} por detrás del {above}",
        "place": "Puesto", "player": "Jugador", "no_sheets": "Todavía no hay hojas.", "download": "Descargar",
        "error": "Algo ha fallado",
        "offline": "No se puede conectar con el servidor: revisa el wifi del móvil y vuelve a intentarlo.",
        "name_needed": "Escribe primero tu nombre.", "close": "Cerrar",
        "unknown_game": "No hay ninguna partida con este código.",
        "daily_title": "El solitario de hoy",
        "daily_intro": "Hoy, las mismas 22 tiradas para todos los jugadores del mundo.",
        "daily_day": "Día", "next_roll": "Siguiente tirada",
        "all_rolls": "Ver todas las tiradas", "type_sheet": "Escribe tu hoja",
        "score_it": "Puntuar mi hoja", "searching_best": "Buscando el mejor total posible…",
        "copy": "Copiar la línea para compartir", "copied": "Copiado",
        "streak": "Días seguidos: {n}", "your_days": "Tus partidas diarias",
        "no_days": "Todavía no hay partidas diarias en este móvil.",
        "photo_read": "Leído de tu foto: revísalo y puntúa.",
        "kept_elsewhere": "Las tiradas las lleva el móvil que empezó la partida.",
        "now_keeper": "Ahora este móvil lleva las tiradas.",
        "taken_back": "El anfitrión deshizo la tirada {n}.",
        "hand_over": "Llevar las tiradas en otro móvil",
        "hand_over_hint":
            "Escanéalo con el móvil que debe llevar las tiradas (o envíale el enlace): "
            "ese móvil tendrá los dados y este solo mostrará las tiradas.",
    },
    "pt": {
        "language_name": "Português", "tagline": "Noite de jogos à mesa", "new_game": "Novo jogo",
        "pad_a": "Bloco A", "pad_b": "Bloco B", "join": "Entrar num jogo", "code": "Código do jogo",
        "open": "Abrir", "past_games": "Jogos anteriores neste telemóvel",
        "no_past": "Ainda não há jogos neste telemóvel.", "language": "Idioma", "tab_dice": "Dados",
        "tab_sheet": "A minha folha", "tab_ranking": "Classificação", "join_here": "Leia para entrar",
        "round": "Ronda {n} de {total}", "tap_faces": "Toque nos dois dados",
        "first_die": "Primeiro dado {d}: agora o segundo", "roll_for_me": "Lançar por mim",
        "undo": "Desfazer o último lançamento", "game_over": "Todos os lançamentos estão registados.",
        "no_rolls": "Ainda não há lançamentos.", "your_name": "O seu nome", "take_photo": "Fotografar a folha",
        "reading": "A ler a sua folha…", "total": "Total", "star_bonus": "bónus de estrela (incluído)",
        "hearts": "corações", "to_check": "Espaços a verificar: {n}. Toque num.",
        "all_clear": "Todos os espaços foram bem lidos.", "fix_title": "Linha {r}, coluna {c}: o que está escrito?",
        "empty": "vazio", "cancel": "Cancelar", "check_sheet": "Verifique esta folha:",
        "corrected": "Corrigido pelos lançamentos: {cells}",
        "fix_sheet": "Verificar e corrigir esta folha",
        "remove_sheet": "Remover esta folha", "remove_confirm": "Remover do jogo a folha de {name}?",
        "replace_sheet": "{name} já tem uma folha neste jogo: substituí-la por esta foto?",
        "space": "Linha {r}, coluna {c}", "ask_rolls": "os lançamentos dizem {asked} aqui: é um {asked}?",
        "ask_rolls_empty": "os lançamentos dizem que este espaço está vazio: está?",
        "ask_reader": "lido como {read}: é um {read}?", "ask_reader_empty": "lido vazio: está vazio?",
        "accept": "Sim: {value}",
        "ord_one": "{n}.º", "ord_two": "{n}.º", "ord_few": "{n}.º", "ord_other": "{n}.º",
        "place_of": "{place} de {count}", "place_shared": "{place} de {count}, partilhado",
        "ahead": "{n} à frente do seguinte", "behind": "{n} atrás do {above}",
        "place": "Lugar", "player": "Jogador", "no_sheets": "Ainda não há folhas.", "download": "Descarregar",
        "error": "Algo correu mal",
        "offline": "Não é possível ligar ao servidor: verifique o Wi-Fi do telemóvel e tente de novo.",
        "name_needed": "Escreva primeiro o seu nome.", "close": "Fechar",
        "unknown_game": "Não há nenhum jogo com este código.",
        "daily_title": "O solo de hoje",
        "daily_intro": "Hoje, os mesmos 22 lançamentos para todos os jogadores do mundo.",
        "daily_day": "Dia", "next_roll": "Próximo lançamento",
        "all_rolls": "Ver todos os lançamentos", "type_sheet": "Escreva a sua folha",
        "score_it": "Pontuar a minha folha", "searching_best": "A procurar o melhor total possível…",
        "copy": "Copiar a linha para partilhar", "copied": "Copiado",
        "streak": "Dias seguidos: {n}", "your_days": "Os seus jogos diários",
        "no_days": "Ainda não há jogos diários neste telemóvel.", "photo_read": "Lido da sua foto: verifique e pontue.",
        "kept_elsewhere": "Os lançamentos são registados no telemóvel que começou o jogo.",
        "now_keeper": "Agora este telemóvel regista os lançamentos.",
        "taken_back": "O anfitrião desfez o lançamento {n}.",
        "hand_over": "Registar os lançamentos noutro telemóvel",
        "hand_over_hint":
            "Leia isto com o telemóvel que deve registar os lançamentos (ou envie-lhe a ligação): "
            "esse fica com os dados, este só mostra os lançamentos.",
    },
    "pl": {
        "language_name": "Polski", "tagline": "Wieczór gier przy stole", "new_game": "Nowa gra",
        "pad_a": "Arkusz A", "pad_b": "Arkusz B", "join": "Dołącz do gry", "code": "Kod gry", "open": "Otwórz",
        "past_games": "Poprzednie gry na tym telefonie", "no_past": "Na tym telefonie nie ma jeszcze gier.",
        "language": "Język", "tab_dice": "Kości", "tab_sheet": "Moja karta", "tab_ranking": "Ranking",
        "join_here": "Zeskanuj, aby dołączyć", "round": "Runda {n} z {total}", "tap_faces": "Dotknij obu kości",
        "first_die": "Pierwsza kość {d}: teraz druga", "roll_for_me": "Rzuć za mnie",
        "undo": "Cofnij ostatni rzut", "game_over": "Wszystkie rzuty są wpisane.",
        "no_rolls": "Jeszcze nie było rzutów.",
        "your_name": "Twoje imię", "take_photo": "Sfotografuj swoją kartę", "reading": "Czytam twoją kartę…",
        "total": "Suma", "star_bonus": "premia za gwiazdę (wliczona)", "hearts": "serca",
        "to_check": "Pola do sprawdzenia: {n}. Dotknij jednego.", "all_clear": "Wszystkie pola odczytane wyraźnie.",
        "fix_title": "Wiersz {r}, kolumna {c}: co tu jest?", "empty": "puste", "cancel": "Anuluj",
        "check_sheet": "Sprawdź tę kartę:", "corrected": "Poprawione według rzutów: {cells}",
        "fix_sheet": "Sprawdź i popraw tę kartę",
        "remove_sheet": "Usuń tę kartę", "remove_confirm": "Usunąć z gry kartę gracza {name}?",
        "replace_sheet": "{name} ma już kartę w tej grze: zastąpić ją tym zdjęciem?",
        "space": "Wiersz {r}, kolumna {c}", "ask_rolls": "według rzutów tu jest {asked}: czy to {asked}?",
        "ask_rolls_empty": "według rzutów to pole jest puste: czy tak jest?",
        "ask_reader": "odczytano {read}: czy to {read}?", "ask_reader_empty": "odczytano puste: czy jest puste?",
        "accept": "Tak: {value}",
        "ord_one": "{n}.", "ord_two": "{n}.", "ord_few": "{n}.", "ord_other": "{n}.",
        "place_of": "miejsce {m} z {count}", "place_shared": "miejsce {m} z {count} (ex aequo)",
        "ahead": "{n} pkt przed następnym", "behind": "{n} pkt za miejscem {m}",
        "place": "Miejsce", "player": "Gracz",
        "no_sheets": "Jeszcze nie ma kart.", "download": "Pobierz", "error": "Coś poszło nie tak",
        "offline": "Nie można połączyć się z serwerem: sprawdź Wi-Fi telefonu i spróbuj ponownie.",
        "name_needed": "Najpierw wpisz swoje imię.", "close": "Zamknij",
        "unknown_game": "Nie ma gry o tym kodzie.",
        "daily_title": "Dzisiejsza gra solo", "daily_intro": "Dziś te same 22 rzuty dla wszystkich graczy na świecie.",
        "daily_day": "Dzień", "next_roll": "Następny rzut",
        "all_rolls": "Pokaż wszystkie rzuty", "type_sheet": "Wpisz swoją kartę",
        "score_it": "Policz moją kartę", "searching_best": "Szukam najlepszego możliwego wyniku…",
        "copy": "Kopiuj wiersz do udostępnienia", "copied": "Skopiowano",
        "streak": "Dni z rzędu: {n}", "your_days": "Twoje gry dnia",
        "no_days": "Na tym telefonie nie ma jeszcze gier dnia.",
        "photo_read": "Odczytane ze zdjęcia: sprawdź i policz.",
        "kept_elsewhere": "Rzuty prowadzi telefon, który rozpoczął grę.",
        "now_keeper": "Teraz ten telefon prowadzi rzuty.",
        "taken_back": "Gospodarz cofnął rzut {n}.",
        "hand_over": "Prowadź rzuty na innym telefonie",
        "hand_over_hint":
            "Zeskanuj to telefonem, który ma prowadzić rzuty (albo wyślij mu link): "
            "tamten dostanie kości, ten będzie tylko pokazywał rzuty.",
    },
    "ko": {
        "language_name": "한국어", "tagline": "테이블에서 즐기는 게임의 밤", "new_game": "새 게임",
        "pad_a": "기록지 A", "pad_b": "기록지 B", "join": "게임 참여하기", "code": "게임 코드", "open": "열기",
        "past_games": "이 휴대폰의 지난 게임", "no_past": "이 휴대폰에는 아직 게임이 없어요.",
        "language": "언어", "tab_dice": "주사위", "tab_sheet": "내 기록지", "tab_ranking": "순위",
        "join_here": "스캔해서 참여하기", "round": "{total}라운드 중 {n}라운드",
        "tap_faces": "주사위 두 개를 눌러 주세요",
        "first_die": "첫 번째 주사위 {d}: 이제 두 번째", "roll_for_me": "대신 굴려 주세요",
        "undo": "마지막 굴림 취소", "game_over": "모든 굴림이 기록됐어요.", "no_rolls": "아직 굴림이 없어요.",
        "your_name": "이름", "take_photo": "기록지 사진 찍기", "reading": "기록지를 읽는 중…", "total": "합계",
        "star_bonus": "별 보너스 (포함)", "hearts": "하트", "to_check": "확인할 칸: {n}개. 하나를 눌러 주세요.",
        "all_clear": "모든 칸을 또렷하게 읽었어요.", "fix_title": "{r}행 {c}열: 무엇이 적혀 있나요?",
        "empty": "빈칸", "cancel": "취소", "check_sheet": "이 기록지를 확인해 주세요:",
        "corrected": "굴림 기록으로 고친 칸: {cells}",
        "fix_sheet": "이 기록지 확인하고 고치기",
        "remove_sheet": "이 기록지 삭제", "remove_confirm": "{name}의 기록지를 게임에서 삭제할까요?",
        "replace_sheet": "{name}의 기록지가 이미 있어요: 이 사진으로 바꿀까요?",
        "space": "{r}행 {c}열", "ask_rolls": "굴림 기록상 여기는 {asked}: 맞나요?",
        "ask_rolls_empty": "굴림 기록으로는 이 칸이 비어 있어요: 맞나요?",
        "ask_reader": "읽은 값 {read}: 맞나요?", "ask_reader_empty": "빈칸으로 읽었어요: 비어 있나요?",
        "accept": "네: {value}",
        "ord_one": "{n}위", "ord_two": "{n}위", "ord_few": "{n}위", "ord_other": "{n}위",
        "place_of": "{count}명 중 {place}", "place_shared": "{count}명 중 공동 {place}",
        "ahead": "다음 순위보다 {n}점 앞서요", "behind": "{above}보다 {n}점 뒤져요",
        "place": "순위", "player": "플레이어", "no_sheets": "아직 기록지가 없어요.", "download": "내려받기",
        "error": "문제가 생겼어요", "offline": "서버에 연결할 수 없어요. 휴대폰 와이파이를 확인하고 다시 해 보세요.",
        "name_needed": "먼저 이름을 적어 주세요.", "close": "닫기",
        "unknown_game": "이 코드의 게임이 없어요.",
        "daily_title": "오늘의 솔로", "daily_intro": "오늘은 전 세계 모든 플레이어가 같은 22번의 굴림으로 해요.",
        "daily_day": "날짜", "next_roll": "다음 굴림",
        "all_rolls": "모든 굴림 보기", "type_sheet": "기록지 입력하기",
        "score_it": "내 기록지 점수 내기", "searching_best": "가능한 최고 점수를 찾는 중…",
        "copy": "공유 문구 복사", "copied": "복사했어요",
        "streak": "연속 {n}일", "your_days": "내 오늘의 게임 기록",
        "no_days": "이 휴대폰에는 아직 오늘의 게임 기록이 없어요.",
        "photo_read": "사진에서 읽었어요: 확인한 뒤 점수를 내세요.",
        "kept_elsewhere": "굴림은 게임을 시작한 휴대폰에서 기록해요.",
        "now_keeper": "이제 이 휴대폰에서 굴림을 기록해요.",
        "taken_back": "진행자가 {n}번째 굴림을 취소했어요.",
        "hand_over": "다른 휴대폰에서 굴림 기록하기",
        "hand_over_hint":
            "굴림을 기록할 휴대폰으로 이것을 스캔하세요(또는 링크를 보내세요). "
            "그 휴대폰에 주사위가 나타나고, 이 휴대폰은 굴림만 보여 줘요.",
    },
}
LANGUAGES = tuple(STRINGS)
DEFAULT_LANGUAGE = "en"
assert set(LANGUAGES) == set(LABELS), "the page speaks the pads' languages"


def page_strings(lang: str) -> dict[str, str]:
    """What the page's script says in ``lang``: :data:`STRINGS`, and the breakdown's label of
    each number (``number_1`` ... ``number_6``) as the catalogue words it on the pictures.

    >>> page_strings("de")["number_4"], page_strings("en")["number_4"]
    ('4er', '4s')
    """
    return {**STRINGS[lang], **{f"number_{n}": say("{number:d}s", lang, number=n) for n in range(1, 7)}}


def pick_language(accept: str | None, chosen: str | None = None) -> str:
    """The page's language: the one chosen on the page if known, else the browser's first
    known one from an ``Accept-Language`` header, else English."""
    if chosen in STRINGS:
        return chosen
    wanted: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept or "").split(",")):
        tag, _, weight = part.strip().partition(";q=")
        try:
            quality = float(weight) if weight else 1.0
        except ValueError:
            continue
        wanted.append((-quality, index, tag.split("-")[0].lower()))
    return next((tag for _, _, tag in sorted(wanted) if tag in STRINGS), DEFAULT_LANGUAGE)
