"""The catalogue in Korean (the words of the Korean pad: 기록지, 용지, 칸, 합계), in the same
polite, plain style as the pads and the game-night page (docs/korean.md)."""

from __future__ import annotations

MESSAGES: dict[str, str | tuple[str, ...]] = {
    "{number}s: {parts}: {points}": "{number}: {parts}: {points}점",
    "{number}s: 0": "{number}: 0점",
    "{line} ({wasted} score nothing)": "{line} ({wasted}: 점수 없음)",
    "{count:w} lone 1s": "외따로 있는 칸 {count}개",
    "{count:w} separate groups of {number:w} {number}s": "{number}칸 묶음 {count}개",
    "{count:w} lone 1s, each on {stars} ({number} x {factor})":
        "{stars} 위의 외따로 있는 칸 {count}개 ({number} × {factor})",
    "{count:w} groups of {number:w} {number}s, each on {stars} ({number} x {factor})":
        "{stars} 위의 {number}칸 묶음 {count}개 ({number} × {factor})",
    "{count:w} stars": "별 {count}개",
    "{count:w} connected {number}s": "이어진 {count}칸짜리 {number}",
    "{first} and {last}": "{first} 및 {last}",
    "hearts: {count:w} {number}s: {points}": "하트: {count}칸 모두 {number}: {points}점",
    "hearts: not all filled: 0": "하트: 다 채워지지 않음: 0점",
    "hearts: {numbers:list} are not all the same: 0":
        "하트: {numbers:list}, 모두 같은 숫자가 아님: 0점",
    "star bonus (counted above): {points}": "별 보너스 (위에 포함): {points}점",
    "total: {total}": "합계: {total}점",
    "total: {total} ({rating})": "합계: {total}점 ({rating})",
    "{file}: pad {pad}": "{file}: 기록지 {pad}",
    "{file}: warning: {warning}": "{file}: 주의: {warning}",
    "{file}: pad {pad}{sheet}{serial} (read by {engine})":
        "{file}: 기록지 {pad}{sheet}{serial} ({engine} 엔진으로 읽음)",
    ", sheet {number} of {count}": ", 용지 {count}장 중 {number}번째",
    ", serial {serial}": ", 일련번호 {serial}",
    "warning: {warning}": "주의: {warning}",
    "check these spaces (row,col): {doubts:list}; correct with --fix R,C=D":
        "이 칸들을 확인하세요 (행,열): {doubts:list}; 고치려면 --fix 행,열=숫자",
    "{cell} ({value}?)": "{cell} ({value}?)",
    "empty": "빈칸",
    "rolls: {line}": "굴림: {line}",
    "reading photos": "사진을 읽는 중",
    "wrote {path:any}": "저장함: {path:any}",
    "{file}: row {row} column {col}":
        "{file}: {row}행 {col}열",
    "picture: {picture:any}":
        "그림: {picture:any}",
    "read {value}; digit 1-6, - empty, Enter keeps":
        "읽은 값: {value}; 숫자 1-6, 빈칸은 -, 그대로 두려면 Enter",
    "{file}: no more answers; the other doubtful spaces stay as read":
        "{file}: 더 이상 답이 없어요. 남은 확인할 칸은 읽은 그대로 둡니다",
    "please type 1-6, - or just Enter": "1-6, - 또는 Enter만 입력해 주세요",
    "--fix {fix}: not applied, {file} could not be read":
        "--fix {fix}: 적용하지 못했어요. {file} 파일을 읽을 수 없어요",
    "note: {note}": "참고: {note}",
    "rolls ({source}): {rolls}": "굴림 ({source}): {rolls}",
    "game {number} rolls ({source}): {rolls}": "게임 {number} 굴림 ({source}): {rolls}",
    "given": "기록 파일",
    "estimated": "기록지들에서 추정",
    "no sheet could be scored": "점수를 매긴 기록지가 없어요",
    "place": "순위",
    "sheet": "용지",
    "total": "합계",
    "best": "최고",
    "pad": "기록지",
    "notes": "참고",
    "game {number}:": "게임 {number}:",
    "flagged: {reason} (see below)": "확인 필요: {reason} (아래 참고)",
    "{count} space(s) corrected by the rolls": "굴림 기록으로 고친 칸 {count}개",
    "{count} space(s) corrected by the rolls and the player's own hand":
        "굴림 기록과 플레이어의 글씨로 고친 칸 {count}개",
    "{count} to check": "확인할 칸 {count}개",
    "{count} spaces fixed by hand ({cells})": "직접 고친 칸 {count}개 ({cells})",
    "{label}: {reason}; kept as read. Look at the paper:":
        "{label}: {reason}. 읽은 그대로 둡니다. 종이를 확인하세요:",
    "if the paper says so, run the same command again with: {options}":
        "종이에도 그렇게 적혀 있다면 같은 명령에 다음을 붙여 다시 실행하세요: {options}",
    "best possible on pad {pad} with these rolls: {total} (proven)":
        "이 굴림으로 기록지 {pad}에서 낼 수 있는 최고 점수: {total}점 (증명됨)",
    "best possible on pad {pad} with these rolls: {total} (not proven: at most {bound})":
        "이 굴림으로 기록지 {pad}에서 낼 수 있는 최고 점수: {total}점 (증명 안 됨: 최대 {bound}점)",
    "Splitter game night": "Splitter 게임의 밤",
    "Rolls ({source}): {rolls}": "굴림 ({source}): {rolls}",
    "none": "없음",
    "Place": "순위",
    "Sheet": "용지",
    "Total": "합계",
    "Behind": "점수 차",
    "To check": "확인할 칸",
    "Status": "상태",
    "What to do": "할 일",
    "winner": "우승",
    "ok": "정상",
    "flagged": "확인 필요",
    "{reason}; look at the paper:": "{reason}. 종이를 확인하세요:",
    "Photos that could not be read": "읽지 못한 사진",
    "made by splitter_print {version}": "만든 프로그램: splitter_print {version}",
    "does not hold the rolls": "굴림 기록과 맞지 않아요",
    "does not seem to hold these rolls":
        "이 굴림 기록의 시트가 아닌 것 같아요",
    "{count} of its pairs are not among the rolls: another game's sheet, or another game's roll log?":
        "쌍 {count}개가 굴림 기록에 없어요: 다른 게임의 시트이거나 다른 게임의 굴림 기록인가요?",
    "disagrees with {name}": "{name} 기록지와 맞지 않아요",
    "{name} (sheet {number})": "{name} ({number}번 용지)",
    "this sheet {reason}; kept as read, please check:":
        "이 기록지는 {reason}. 읽은 그대로 두니 확인해 주세요:",
    "corrected {cells:list} to fit the rolls": "굴림 기록에 맞게 {cells:list} 칸을 고쳤어요",
    "corrected {cells:list} to fit the rolls: each looks like this player's own writing of the number the rolls "
    "give it elsewhere on the sheet":
        "굴림 기록에 맞게 {cells:list} 칸을 고쳤어요. 모두 이 플레이어가 기록지의 다른 곳에 쓴, 굴림 기록이 "
        "말하는 숫자와 같은 모양이에요",
    "holds exactly the rolled pairs": "굴린 쌍과 정확히 맞아요",
    "the reading fits the rolls only by overruling clear digits":
        "또렷하게 읽은 숫자를 무시해야만 굴림 기록과 맞아요",
    "every change reads {read} where the rolls want {rolled}: if this player writes {rolled} like that, have them "
    "fill the calibration strip (1 to 6, once) so the reader learns their hand":
        "고칠 곳은 모두 읽은 숫자가 {read}, 굴림 기록의 숫자가 {rolled}: 이 플레이어의 {rolled} 글씨가 이런 "
        "모양이라면 보정 칸(1부터 6까지 한 번씩)을 채우게 해서 프로그램이 글씨를 익히게 하세요",
    "to hold the rolls: {changes:list}": "굴림 기록과 맞추려면: {changes:list}",
    "to match {name}: {changes:list}": "{name} 기록지와 맞추려면: {changes:list}",
    "{cell} would be {value} (read as {read})": "{cell} → {value} (읽은 값 {read})",
    "holds {mine:list} where {name} holds {theirs:list}":
        "{name}에는 {theirs:list}, 이 기록지에는 {mine:list}",
    "nothing": "없음",
    "{flagged} of {count} sheets disagree with the others: these photos seem to come from more than one game, "
    "so each sheet is read on its own":
        "기록지 {count}장 중 {flagged}장이 나머지와 맞지 않아요. 여러 게임의 사진인 것 같아 기록지마다 따로 읽어요",
    "{flagged} of {count} sheets hold other rolls than the rest: these photos come from {games} games, ranked apart":
        "기록지 {count}장 중 {flagged}장의 굴림이 나머지와 달라요. 사진이 {games}개 게임의 것이라 순위를 따로 매겨요",
    "the two sheets hold different pairs, and two sheets cannot tell which one is right: both are flagged and "
    "kept as read":
        "두 기록지의 쌍이 서로 달라요. 두 장만으로는 어느 쪽이 맞는지 알 수 없어 둘 다 확인 필요로 표시하고 읽은 "
        "그대로 둬요",
    "one sheet: without a roll log there is nothing to cross-check it with; it is read on its own":
        "기록지 한 장: 굴림 기록이 없으면 비교할 것이 없어 따로 읽어요",
    "missing {pair}: rolled, but not on the sheet": "{pair} 없음: 굴렸지만 기록지에 없어요",
    "missing {pair} twice: rolled, but not on the sheet":
        "{pair} 두 번 없음: 굴렸지만 기록지에 없어요",
    "missing {pair} {count} times: rolled, but not on the sheet":
        "{pair} {count}번 없음: 굴렸지만 기록지에 없어요",
    "extra {pair} in row {row}: on the sheet, but not rolled":
        "{row}행에 {pair} 더 있음: 기록지에는 있지만 굴리지 않았어요",
    "row {row} column {col}: written, but its mirror space is empty":
        "{row}행 {col}열: 적혀 있지만 짝이 되는 칸이 비어 있어요",
    "{file}: no score sheet found":
        "{file}: 점수 기록지를 찾지 못했어요",
    "{file}: no score sheet found (no markers, no grid of spaces of pad {pads:list})":
        "{file}: 점수 기록지를 찾지 못했어요 (표시도 없고 기록지 {pads:list}의 칸 격자도 없어요)",
    "{file}: no score sheet found: a grid of {count} squares is not pad {pads:list}":
        "{file}: 점수 기록지를 찾지 못했어요: 사각형 {count}개 격자가 있지만 기록지 {pads:list}의 격자가 아니에요",
    "{file}: empty file":
        "{file}: 빈 파일이에요",
    "{file}: could not be read ({error:any})":
        "{file}: 읽을 수 없어요 ({error:any})",
    "partly filled: {empty} of {spaces} spaces are empty; scored as it stands":
        "일부만 채움: {spaces}칸 중 {empty}칸이 비어 있어요. 지금 상태로 점수를 매겼어요",
    "the JPEG is damaged ({detail:any}); check the reading":
        "JPEG 파일이 손상됐어요 ({detail:any}). 읽은 결과를 확인하세요",
    "only {count} of 4 corner markers seen": "모서리 표시 4개 중 {count}개만 보여요",
    "too blurred to read (blur {blur} mm): hold the phone still, add light, or come closer":
        "너무 흐려서 읽을 수 없어요 (흐림 {blur} mm): 휴대폰을 가만히 들고, 더 밝게 하거나 더 가까이서 찍어 주세요",
    "{file}: pad {pad}{sheet}: photograph it again: {reason}":
        "{file}: 패드 {pad}{sheet}: 다시 찍어 주세요: {reason}",
    "the sheet is small in the photo (spaces about {size} px): its digits read less surely; photograph it closer":
        "사진 속 시트가 작아요 (칸 약 {size}px): 숫자를 덜 확실하게 읽어요. 더 가까이서 찍어 주세요",
    "pad {other} fits almost as well as pad {pad} ({score} against {best}): check the pad":
        "기록지 {other}도 기록지 {pad}만큼 잘 맞아요 ({score} 대 {best}). 기록지를 확인하세요",
    "ignored the QR code: {detail:any}": "QR 코드를 무시했어요: {detail:any}",
    # The annotated picture, as reading/words.py had it.
    "Pad {name}": "기록지 {name}",
    " (sheet {number})": " ({number}번 용지)",
    "{number:d}s": "{number}",
    "star bonus (in the above)": "별 보너스 (위에 포함)",
    "hearts": "하트",
    "scoring group": "점수가 나는 묶음",
    "scores nothing": "점수 없음",
    "check this space": "이 칸을 확인하세요",
    "{count} spaces to check": "확인할 칸: {count}개",
    "every space read clearly": "모든 칸을 또렷하게 읽었어요",
    # splitter pad and check.
    "{file}: {count} {count:sheet/sheets} of pad {pad} on {pages} {pages:page/pages}":
        "{file}: 기록지 {pad} {count}장, {pages}쪽",
    "{file}: holds exactly the {count} rolled pairs":
        "{file}: 굴린 쌍 {count}개와 정확히 맞아요",
    "{file}: does not match the {count} rolls in {rolls:any}":
        "{file}: {rolls:any}의 굴림 {count}번과 맞지 않아요",
    # splitter advise refusing.
    "the sheet on pad {pad} is full: there is no room for roll {roll}":
        "기록지 {pad}에 빈칸이 없어요 (놓을 굴림: {roll})",
    "the roll log is empty: advice is for the newest roll":
        "굴림 기록이 비어 있어요: 조언은 가장 최근 굴림에 대한 거예요",
    "the sheet does not hold the {count} rolls before the newest: {problems:parts}":
        "기록지가 가장 최근 굴림 전의 굴림 {count}번과 맞지 않아요: {problems:parts}",
    "and {count} more":
        "그 밖에 {count}개 더",
    "round {number} of {rounds}: rolled {first} {second}":
        "{rounds}라운드 중 {number}라운드: {first} {second}",
    "{rank}. {placement}: expect {expected:.1f}":
        "{rank}. {placement}: 예상 {expected:.1f}점",
    "row {row}: {left} in column {left_col}, {right} in column {right_col}":
        "{row}행: {left_col}열에 {left}, {right_col}열에 {right}",
    "place (1-{count}, Enter = 1, ? = list all)":
        "선택 (1-{count}, Enter = 1, ? = 모두 보기)",
    "your sheet:": "내 기록지:",
    "best possible with these rolls: {total}; you scored {score}":
        "이 굴림으로 낼 수 있는 최고 점수: {total}점, 내 점수: {score}점",
    "best possible with these rolls: {total} (not proven: up to {bound}); you scored {score}":
        "이 굴림으로 낼 수 있는 최고 점수: {total}점 (증명 안 됨: 최대 {bound}점), 내 점수: {score}점",
    "best sheet for {count} rolls on pad {pad}: {total}, proven the best possible ({seconds:.1f} s)":
        "굴림 {count}번, 기록지 {pad}의 최고 기록지: {total}점, 더 나은 기록지가 없음이 증명됨 ({seconds:.1f}초)",
    "best sheet for {count} rolls on pad {pad}: {total}, not proven: a sheet may score up to {bound} ({gap} more) "
    "({seconds:.1f} s)":
        "굴림 {count}번, 기록지 {pad}의 최고 기록지: {total}점, 증명 안 됨: 최대 {bound}점까지 가능 ({gap}점 더) "
        "({seconds:.1f}초)",
    "roll {first} {second} on pad {pad}: {count} places, best first (expected final score)":
        "굴림 {first} {second}, 기록지 {pad}: 놓을 곳 {count}가지, 좋은 순서 (예상 최종 점수)",
    "({playouts} playouts)": "(시뮬레이션 {playouts}판)",
    "weighing the places": "놓을 곳을 비교하는 중",
    "= places the playouts cannot tell apart: any of them will do":
        "= 시뮬레이션으로 구별되지 않는 곳: 어느 것이든 좋음",
    "looking for the best possible sheet for these rolls (--no-best skips it)":
        "이 주사위로 가능한 최고의 기록지를 찾는 중 (--no-best로 건너뜀)",
    "Game {number}":
        "{number}번째 게임",
    "no winner yet: {names:any} leads with {total} points, to be checked on the paper":
        "아직 우승자 없음: {names:any} {total}점으로 선두, 종이에서 확인이 필요해요",
    "{name:any} wins with {total} points, {lead} ahead":
        "{name:any} 승리: {total}점, {lead}점 차이",
    "{names:any} share the win with {total} points":
        "{names:any} 공동 승리: {total}점",
    "{name:any} scored {total} points":
        "{name:any}: {total}점",
    "best possible with these rolls: {total}":
        "이 주사위로 가능한 최고 점수: {total}",
    "? = reading still to check":
        "? = 다시 확인할 기록",
    "the roll log holds {rolls} rolls and this sheet {written} written pairs: read without the rolls":
        "굴림 기록은 {rolls}번, 이 기록지에 쓴 쌍은 {written}개예요: 굴림 없이 읽어요",
    "{title:any}: {spaces} spaces, {stars} stars, {rounds} rounds, at most {best} points":
        "{title:any}: 칸 {spaces}개, 별 {stars}개, {rounds}라운드, 최대 {best}점",
    "{title:any}: {spaces} spaces, {stars} stars, {hearts} hearts (+{bonus}), {rounds} rounds, at most {best} points":
        "{title:any}: 칸 {spaces}개, 별 {stars}개, 하트 {hearts}개 (+{bonus}), {rounds}라운드, 최대 {best}점",
    "Pad {pad}":
        "기록지 {pad}",
    "[ ] space   [*] star (x2)   [h] heart   | centre line":
        "[ ] 칸   [*] 별 (x2)   [h] 하트   | 가운데 선",
    "stars:  {cells:any}":
        "별: {cells:any}",
    "hearts: {cells:any}":
        "하트: {cells:any}",
    "hearts: {cells:any} (all the same: +{bonus})":
        "하트: {cells:any} (모두 같으면 +{bonus})",
    "row {row} column {col}":
        "{row}행 {col}열",
    "fingerprint: {fingerprint}   from: {source:any}":
        "지문: {fingerprint}   파일: {source:any}",
    "notes: {notes:any}":
        "메모: {notes:any}",
    "daily {day}: {total} of {best} possible":
        "오늘의 게임 {day}: 가능한 {best}점 중 {total}점",
    "daily {day}: {total} of {best} possible (not proven: up to {bound})":
        "오늘의 게임 {day}: 가능한 {best}점 중 {total}점 (증명 안 됨: 최대 {bound}점)",
    "Splitter daily {day} · pad {pad} · {total}/{best} · {rating}":
        "오늘의 Splitter {day} · 기록지 {pad} · {total}/{best} · {rating}",
    "Splitter daily":
        "오늘의 Splitter",
    "daily {day}: the sheet does not hold the day's {count} rolls on pad {pad}:":
        "오늘의 게임 {day}: 기록지 {pad}에 오늘의 굴림 {count}번이 들어 있지 않아요:",
    "unknown language {lang!r}; choose one of {languages:list}":
        "알 수 없는 언어 {lang!r}: {languages:list} 중에서 고르세요",
}
