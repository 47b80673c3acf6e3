// splitter serve: the page at the table. Plain JavaScript, no build step, no network beyond this server.
// Everything a player typed is shown with textContent, never as HTML.
"use strict";

const T = JSON.parse(document.getElementById("strings").textContent);
const $ = (id) => document.getElementById(id);
const say = (key, values = {}) => T[key].replace(/\{(\w+)\}/g, (_, name) => values[name]);
const lang = document.documentElement.lang;

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  Object.assign(node, props);
  for (const child of children) node.append(child);
  return node;
}

async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body instanceof FormData) options.body = body;
  else if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const answer = await fetch(path, options).catch(() => { throw new Error(T.offline); });
  const data = await answer.json().catch(() => ({ error: T.error }));
  if (!answer.ok) throw new Error(data.error || T.error);
  return data;
}

// Games this phone has seen, newest first: the "past games" list (kept on the phone, so no code leaks).
function remember(code, board) {
  const games = JSON.parse(localStorage.getItem("splitter.games") || "[]").filter((g) => g.code !== code);
  games.unshift({ code, board, seen: new Date().toISOString() });
  localStorage.setItem("splitter.games", JSON.stringify(games.slice(0, 50)));
}

$("lang").addEventListener("change", (event) => {
  document.cookie = `splitter_lang=${event.target.value}; path=/; max-age=31536000; samesite=lax`;
  location.reload();
});

if (document.body.classList.contains("home")) home();
if ($("daily")) daily();
if (document.body.classList.contains("game")) game($("code").dataset.code);

function home() {
  for (const button of document.querySelectorAll("[data-new-game]")) {
    button.addEventListener("click", async () => {
      const created = await api("POST", "/api/games", { board: button.dataset.newGame });
      remember(created.code, created.board);
      location.href = `/games/${created.code}`;
    });
  }
  $("join").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = event.target.code.value.trim().toLowerCase().replace(/[^0-9a-z]/g, "");
    if (code) location.href = `/games/${code}`;
  });
  const games = JSON.parse(localStorage.getItem("splitter.games") || "[]");
  $("no-past").hidden = games.length > 0;
  for (const g of games) {
    const when = new Date(g.seen).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
    $("past").append(el("li", {}, [el("a", { href: `/games/${g.code}`, textContent: `${g.code} · ${g.board}` }),
                                   el("small", { textContent: ` ${when}` })]));
  }
}

function game(code) {
  const base = `/api/games/${code}`;
  const board = $("code").dataset.board;
  const mine = `splitter.sheet.${code}`;
  let state = null;
  let firstDie = null;
  let fixing = null;
  let firstDraw = true;
  remember(code, board);

  // Tabs at the bottom, in reach of the thumb.
  for (const button of document.querySelectorAll("[data-tab]")) {
    button.addEventListener("click", () => showTab(button.dataset.tab));
  }
  function showTab(name) {
    for (const tab of document.querySelectorAll(".tab")) tab.hidden = tab.id !== `tab-${name}`;
    for (const button of document.querySelectorAll("[data-tab]")) button.classList.toggle("on", button.dataset.tab === name);
  }
  if (localStorage.getItem(mine)) showTab("sheet");

  async function refresh() {
    try {
      state = await api("GET", `${base}?lang=${lang}`);
      draw();
    } catch (err) { /* the next poll tries again */ }
  }

  function draw() {
    const done = state.rolls.length;
    $("round").textContent = done >= state.rounds ? T.game_over : say("round", { n: done + 1, total: state.rounds });
    for (const face of document.querySelectorAll("[data-face]")) face.disabled = done >= state.rounds;
    $("roll-for-me").disabled = done >= state.rounds;
    $("die-hint").hidden = done >= state.rounds;
    if (firstDraw) $("join-qr").open = done === 0 && state.sheets.length === 0;
    firstDraw = false;
    $("undo").disabled = done === 0;
    $("rolls").replaceChildren(...state.rolls.map((roll) => el("li", { textContent: `${roll.dice[0]} ${roll.dice[1]}` })));
    $("no-rolls").hidden = done > 0;
    $("ranking").replaceChildren(...state.ranking.map((entry) => {
      const row = el("tr", {}, [el("td", { textContent: entry.place }), el("td", { textContent: entry.player }),
                                el("td", { textContent: entry.total })]);
      row.addEventListener("click", () => view(entry.id, entry.player));
      return row;
    }));
    $("no-sheets").hidden = state.ranking.length > 0;
    const myId = Number(localStorage.getItem(mine));
    const sheet = state.sheets.find((s) => s.id === myId);
    if (sheet && !fixing) showSheet(sheet);
  }

  function view(id, player) {
    $("viewer-img").src = `${base}/sheets/${id}/picture.jpg?lang=${lang}&t=${Date.now()}`;
    $("viewer-img").alt = player;
    $("viewer").showModal();
  }
  $("viewer-close").addEventListener("click", () => $("viewer").close());

  // The roll keeper: two taps, or let the page roll (crypto-strength dice).
  async function addRoll(dice) {
    try {
      await api("POST", `${base}/rolls`, { dice });
    } catch (err) { alert(err.message); }
    firstDie = null;
    $("die-hint").textContent = T.tap_faces;
    await refresh();
  }
  for (const face of document.querySelectorAll("[data-face]")) {
    face.addEventListener("click", () => {
      const value = Number(face.dataset.face);
      if (firstDie === null) {
        firstDie = value;
        $("die-hint").textContent = say("first_die", { d: value });
      } else addRoll([firstDie, value]);
    });
  }
  $("roll-for-me").addEventListener("click", () => {
    const bytes = new Uint32Array(2);
    crypto.getRandomValues(bytes);
    addRoll([1 + (bytes[0] % 6), 1 + (bytes[1] % 6)]);
  });
  $("undo").addEventListener("click", async () => {
    try { await api("DELETE", `${base}/rolls/last`); } catch (err) { alert(err.message); }
    await refresh();
  });

  // My sheet: name, photo from the camera, the reading, tap to fix.
  $("player").value = localStorage.getItem("splitter.player") || "";
  $("photo").addEventListener("change", async () => {
    const name = $("player").value.trim();
    if (!$("photo").files.length) return;
    if (!name) {
      $("upload-error").textContent = T.name_needed;
      $("upload-error").hidden = false;
      $("photo").value = "";
      return;
    }
    localStorage.setItem("splitter.player", name);
    const form = new FormData();
    form.append("player", name);
    form.append("photo", $("photo").files[0]);
    $("reading").hidden = false;
    $("upload-error").hidden = true;
    try {
      const sheet = await api("POST", `${base}/sheets?lang=${lang}`, form);
      localStorage.setItem(mine, sheet.id);
      showSheet(sheet);
      await refresh();
    } catch (err) {
      $("upload-error").textContent = err.message;
      $("upload-error").hidden = false;
    } finally {
      $("reading").hidden = true;
      $("photo").value = "";
    }
  });

  function showSheet(sheet) {
    $("result").hidden = false;
    $("result").dataset.id = sheet.id;
    $("total").textContent = `${T.total}: ${sheet.total}`;
    $("rating").textContent = sheet.rating;
    const doubtful = new Set(sheet.uncertain.map(([r, c]) => `${r},${c}`));
    $("doubts").textContent = doubtful.size ? say("to_check", { n: doubtful.size }) : T.all_clear;
    const fixed = new Set(sheet.fixes.map(([r, c]) => `${r},${c}`));
    const stars = new Set(state ? state.pad.stars.map(([r, c]) => `${r},${c}`) : []);
    const hearts = new Set(state ? state.pad.hearts.map(([r, c]) => `${r},${c}`) : []);
    const cells = [];
    sheet.grid.forEach((line, r) => [...line].forEach((mark, c) => {
      const key = `${r},${c}`;
      if (mark === ".") { cells.push(el("span", { className: "hole" })); return; }
      const button = el("button", { textContent: mark === "-" ? "" : mark, type: "button" });
      button.dataset.cell = key;
      button.classList.toggle("doubt", doubtful.has(key));
      button.classList.toggle("fixed", fixed.has(key));
      button.classList.toggle("star", stars.has(key));
      button.classList.toggle("heart", hearts.has(key));
      button.addEventListener("click", () => pick(sheet.id, r, c));
      cells.push(button);
    }));
    $("grid").style.gridTemplateColumns = `repeat(${sheet.grid[0].length}, 1fr)`;
    $("grid").replaceChildren(...cells);
    const said = sheet.said || { problems: sheet.problems || [], warnings: sheet.warnings };
    const lines = sheet.status === "flagged" ? [T.check_sheet, ...said.problems.slice(0, 3)] : [];
    if (sheet.changed_by_rolls && sheet.changed_by_rolls.length) {
      lines.push(say("corrected", { cells: sheet.changed_by_rolls.map(([r, c]) => `${r},${c}`).join(" ") }));
    }
    $("problems").replaceChildren(...[...lines, ...said.warnings].map((line) => el("li", { textContent: line })));
    const rows = Object.entries(sheet.by_number).map(([n, points]) => [T[`number_${n}`], points]);
    rows.push([T.star_bonus, sheet.star_bonus]);
    if (state && state.pad.hearts.length) rows.push([T.hearts, sheet.heart_bonus]);
    $("breakdown").replaceChildren(...rows.map(([label, points]) =>
      el("tr", {}, [el("td", { textContent: label }), el("td", { textContent: points })])));
    const version = JSON.stringify([sheet.fixes, state ? state.rolls.length : 0]);
    if ($("picture").dataset.version !== `${sheet.id}:${version}`) {
      $("picture").dataset.version = `${sheet.id}:${version}`;
      $("picture").src = `${base}/sheets/${sheet.id}/picture.jpg?lang=${lang}&v=${encodeURIComponent(version)}`;
    }
  }

  function pick(id, r, c) {
    fixing = { id, r, c };
    $("picker-title").textContent = say("fix_title", { r, c });
    $("picker").showModal();
  }
  for (const button of document.querySelectorAll("[data-fix]")) {
    button.addEventListener("click", async () => {
      const { id, r, c } = fixing;
      const digit = button.dataset.fix === "" ? null : Number(button.dataset.fix);
      $("picker").close();
      try {
        showSheet(await api("PATCH", `${base}/sheets/${id}?lang=${lang}`, { fix: [[r, c, digit]] }));
      } catch (err) { alert(err.message); }
      fixing = null;
      await refresh();
    });
  }
  $("picker-cancel").addEventListener("click", () => { $("picker").close(); fixing = null; });
  $("picker").addEventListener("cancel", () => { fixing = null; });

  refresh();
  setInterval(() => { if (!document.hidden) refresh(); }, 2000);
}

// Today's solo: the day's rolls one at a time, the sheet typed (or read from a photo), scored beside
// the day's best possible; each result is kept on the phone, with the streak of days played.
function daily() {
  const results = () => JSON.parse(localStorage.getItem("splitter.daily") || "{}");
  let day = null;
  let shown = 0;
  let cells = [];
  const key = () => `${day.date}|${day.pad}`;

  async function load(date, pad) {
    try {
      day = await api("GET", `/api/daily?pad=${pad}${date ? `&date=${date}` : ""}`);
    } catch (err) { return problem(err.message); }
    $("daily-date").value = day.date;
    $("daily-date").max = day.today;
    $("daily-pad").value = day.pad;
    shown = Number(localStorage.getItem(`splitter.daily.shown.${key()}`) || 0);
    drawGrid(JSON.parse(localStorage.getItem(`splitter.daily.sheet.${key()}`) || "null"));
    drawRolls();
    $("daily-result").hidden = true;
    $("daily-hint").hidden = true;
    $("daily-error").hidden = true;
    const kept = results()[key()];
    if (kept) showResult(kept);
    drawDays();
    api("GET", `/api/daily/best?date=${day.date}&pad=${day.pad}`).catch(() => {});  // searched once, ready when scored
  }

  function problem(message) {
    $("daily-error").textContent = message;
    $("daily-error").hidden = false;
  }

  function drawRolls() {
    const total = day.rolls.length;
    $("daily-round").textContent = shown >= total ? T.game_over : say("round", { n: Math.max(shown, 1), total });
    const now = shown > 0 && shown <= total ? day.rolls[shown - 1] : null;
    $("daily-now").replaceChildren(...(now || []).map((d) => el("span", { textContent: d })));
    $("daily-next").disabled = shown >= total;
    $("daily-all").disabled = shown >= total;
    $("daily-rolls").replaceChildren(...day.rolls.slice(0, shown).map((roll, i) =>
      el("li", { textContent: `${roll[0]} ${roll[1]}`, className: i === shown - 1 ? "now" : "" })));
    localStorage.setItem(`splitter.daily.shown.${key()}`, shown);
  }
  $("daily-next").addEventListener("click", () => { shown += 1; drawRolls(); });
  $("daily-all").addEventListener("click", () => { shown = day.rolls.length; drawRolls(); });

  function drawGrid(rows, doubtful = new Set()) {
    const stars = new Set(day.stars.map(([r, c]) => `${r},${c}`));
    const hearts = new Set(day.hearts.map(([r, c]) => `${r},${c}`));
    cells = [];
    const nodes = [];
    day.pattern.forEach((line, r) => [...line].forEach((mark, c) => {
      if (mark === ".") { nodes.push(el("span", { className: "hole" })); return; }
      const value = rows ? rows[r][c] : "-";
      const input = el("input", { value: /[1-6]/.test(value) ? value : "", maxLength: 1, inputMode: "numeric",
                                  autocomplete: "off", ariaLabel: `${r},${c}` });
      input.dataset.cell = `${r},${c}`;
      input.classList.toggle("star", stars.has(`${r},${c}`));
      input.classList.toggle("heart", hearts.has(`${r},${c}`));
      input.classList.toggle("doubt", doubtful.has(`${r},${c}`));
      input.addEventListener("input", () => {
        input.value = input.value.replace(/[^1-6]/g, "").slice(-1);
        input.classList.remove("doubt");
        save();
        const next = cells[cells.indexOf(input) + 1];
        if (input.value && next) next.focus();
      });
      cells.push(input);
      nodes.push(input);
    }));
    $("daily-grid").style.gridTemplateColumns = `repeat(${day.pattern[0].length}, 1fr)`;
    $("daily-grid").replaceChildren(...nodes);
  }

  function typed() {
    let i = 0;
    return day.pattern.map((line) => [...line].map((mark) => (mark === "." ? "." : cells[i++].value || "-")).join(""));
  }
  function save() { localStorage.setItem(`splitter.daily.sheet.${key()}`, JSON.stringify(typed())); }

  $("daily-photo").addEventListener("change", async () => {
    if (!$("daily-photo").files.length) return;
    const form = new FormData();
    form.append("date", day.date);
    form.append("pad", day.pad);
    form.append("photo", $("daily-photo").files[0]);
    $("daily-reading").hidden = false;
    $("daily-error").hidden = true;
    try {
      const read = await api("POST", "/api/daily/photo", form);
      drawGrid(read.grid, new Set(read.uncertain.map(([r, c]) => `${r},${c}`)));
      save();
      $("daily-hint").hidden = false;
    } catch (err) { problem(err.message); } finally {
      $("daily-reading").hidden = true;
      $("daily-photo").value = "";
    }
  });

  $("daily-score").addEventListener("click", async () => {
    $("daily-searching").hidden = false;
    $("daily-error").hidden = true;
    try {
      const scored = await api("POST", `/api/daily/score?lang=${lang}`, { date: day.date, pad: day.pad, grid: typed() });
      const result = { date: day.date, pad: day.pad, total: scored.total, rating: scored.rating,
                       best: scored.daily.best, outcome: scored.said.outcome, problems: scored.said.problems,
                       share: scored.daily.holds_the_rolls ? scored.daily.share : "", squares: scored.daily.squares };
      if (scored.daily.holds_the_rolls) {
        const all = results();
        all[key()] = result;
        localStorage.setItem("splitter.daily", JSON.stringify(all));
      }
      showResult(result);
    } catch (err) { problem(err.message); } finally { $("daily-searching").hidden = true; }
  });

  function showResult(result) {
    $("daily-result").hidden = false;
    $("daily-total").textContent = `${T.total}: ${result.total}`;
    $("daily-rating").textContent = result.rating || "";
    $("daily-outcome").textContent = result.outcome;
    $("daily-problems").replaceChildren(...result.problems.slice(0, 6).map((line) => el("li", { textContent: line })));
    $("daily-share").textContent = result.share.split("\n")[0];
    $("daily-share").dataset.text = result.share.trim();
    const colour = { "🟩": "scored", "🟨": "partly", "⬛": "nothing" };
    $("daily-squares").replaceChildren(...(result.share ? [...result.squares] : []).map((square) =>
      el("span", { className: colour[square], title: square })));
    $("daily-shared").hidden = !result.share;
    $("daily-copy").hidden = !result.share;
    $("daily-copy").textContent = T.copy;
    drawDays();
  }

  $("daily-copy").addEventListener("click", async () => {
    const text = $("daily-share").dataset.text;
    try { await navigator.clipboard.writeText(text); } catch (err) {
      const range = document.createRange();
      range.selectNodeContents($("daily-share"));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      document.execCommand("copy");
    }
    $("daily-copy").textContent = T.copied;
  });

  // The streak: days in a row, back from today (or from yesterday while today is still to play).
  function drawDays() {
    const all = Object.values(results()).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    const played = new Set(all.map((r) => r.date));
    const cursor = new Date(`${day.today}T00:00:00Z`);
    if (!played.has(day.today)) cursor.setUTCDate(cursor.getUTCDate() - 1);
    let streak = 0;
    while (played.has(cursor.toISOString().slice(0, 10))) {
      streak += 1;
      cursor.setUTCDate(cursor.getUTCDate() - 1);
    }
    $("daily-streak").textContent = streak ? say("streak", { n: streak }) : "";
    $("daily-no-days").hidden = all.length > 0;
    $("daily-days").replaceChildren(...all.slice(0, 30).map((r) => {
      const link = el("a", { href: "#daily", textContent: `${r.date} · ${r.pad} · ${r.total}/${r.best}` });
      link.addEventListener("click", () => load(r.date, r.pad));
      return el("li", {}, [link, el("small", { textContent: ` ${r.rating || ""}` })]);
    }));
  }

  $("daily-date").addEventListener("change", () => { if ($("daily-date").value) load($("daily-date").value, $("daily-pad").value); });
  $("daily-pad").addEventListener("change", () => load($("daily-date").value, $("daily-pad").value));
  const asked = new URLSearchParams(location.search);
  load(asked.get("day"), (asked.get("pad") || "A").toUpperCase());
}
