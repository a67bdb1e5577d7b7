// The billing-sim QA console: a client of the documented control plane (/_sim/openapi.json).
//
// Rules this file keeps, and the page's Content-Security-Policy enforces:
// * every value that comes from a request (paths, ids, keys, rule names) reaches the page
//   through textContent or a text node, never as HTML (Trusted Types are required and no
//   policy exists, so an innerHTML assignment would throw);
// * the admin token lives in this tab's sessionStorage and travels only in the
//   Authorization header of fetch() calls to this origin: never in a URL, a cookie or a log;
// * the journal is polled with a cursor (after=<seq>), so each tick carries only new entries.
"use strict";

(() => {
  const TOKEN_KEY = "billing-sim.admin-token";
  const JOURNAL_POLL_MS = 1000;
  const SESSIONS_POLL_MS = 2000;
  const PAGE = 500; // entries asked for per tick (the newest win; the rest are counted)
  const MAX_ROWS = 1000; // rows the timeline keeps; older ones leave the page
  const CATEGORIES = new Set(["ok", "business", "fault", "off_contract", "error", "violation"]);
  const OVERVIEW_BINS = 60; // columns of the incident overview
  const MAX_HISTORY = 20000; // requests the overview remembers (the journal keeps 10000 a session)
  const SVG = "http://www.w3.org/2000/svg";
  const YAML_LINE = /^<yaml>:(\d+): (.*)$/s;

  const $ = (id) => document.getElementById(id);

  /** An element with text children (strings become text nodes, never markup). */
  function el(tag, className, ...children) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const child of children) {
      node.append(child === null || child === undefined ? "" : child);
    }
    return node;
  }

  const text = (value) => (value === null || value === undefined ? "" : String(value));

  class Unauthorized extends Error {}

  class Problem extends Error {
    constructor(status, body) {
      const detail = body && typeof body.detail === "string" ? body.detail : `HTTP ${status}`;
      super(detail);
      this.status = status;
      this.body = body || {};
    }
  }

  /** One call to the control plane: the token in the Authorization header, JSON back. */
  async function api(method, path, { session, query, body } = {}) {
    const headers = {
      Authorization: `Bearer ${sessionStorage.getItem(TOKEN_KEY) || ""}`,
      Accept: "application/json",
      "Accept-Language": "en",
    };
    if (session) headers["X-Sim-Session"] = session;
    let url = path;
    if (query) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== "" && value !== null && value !== undefined) params.set(name, String(value));
      }
      const encoded = params.toString();
      if (encoded) url += `?${encoded}`;
    }
    const init = { method, headers, cache: "no-store", credentials: "omit", redirect: "error" };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await fetch(url, init);
    if (response.status === 401) throw new Unauthorized("the admin token was refused");
    if (response.status === 204) return null;
    const data = await response.json().catch(() => null);
    if (!response.ok) throw new Problem(response.status, data);
    return data;
  }

  function describe(error) {
    if (error instanceof Problem) return `${error.status}: ${error.message}`;
    return "The simulator did not answer (is it still running?); retrying.";
  }

  function show(element, message) {
    element.textContent = message;
    element.hidden = !message;
  }

  // ---- polling ------------------------------------------------------------------------------

  let stopCurrent = () => {};
  let current = null; // the open session's view

  /** Run ``tick`` now and then every ``ms`` after it finishes (never two at once). */
  function every(ms, tick, onError) {
    let stopped = false;
    let timer = null;
    const run = async () => {
      if (stopped) return;
      try {
        if (!document.hidden) await tick();
      } catch (error) {
        if (error instanceof Unauthorized) {
          logout("The admin token was refused (did the simulator restart with another one?).");
          return;
        }
        if (!stopped) onError(error);
      }
      if (!stopped) timer = setTimeout(run, ms);
    };
    run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  // ---- formatting ---------------------------------------------------------------------------

  function seconds(value) {
    if (value === null || value === undefined) return "—";
    if (value < 60) return `${value.toFixed(1)} s`;
    const whole = Math.floor(value);
    if (whole < 3600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
    return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, "0")} min`;
  }

  function scenarioLabel(summary) {
    if (!summary.scenario) return "none";
    return summary.default ? `${summary.scenario} (instance default)` : summary.scenario;
  }

  function phaseLabel(summary) {
    if (!summary.scenario) return "—";
    if (summary.finished) return "all phases over (healthy)";
    const phase = summary.phase;
    if (!phase) return summary.default ? "starts at the first request" : "—";
    if (phase.of === 1 && phase.name === null) return "no phases";
    const name = phase.name === null ? "" : ` ${phase.name}`;
    return `${phase.index + 1}/${phase.of}${name}`;
  }

  function inPhase(summary) {
    if (!summary.scenario) return "—";
    if (summary.phase) return seconds(summary.phase.in_phase_s);
    return summary.elapsed_s === null ? "—" : seconds(summary.elapsed_s);
  }

  function clock(iso) {
    const match = /T(\d\d:\d\d:\d\d(?:\.\d{1,3})?)/.exec(text(iso));
    return match ? match[1] : text(iso);
  }

  /** The target as a person reads it: percent-escapes decoded (still only text). */
  function readable(target) {
    try {
      return decodeURIComponent(text(target));
    } catch {
      return text(target);
    }
  }

  function category(value) {
    return CATEGORIES.has(value) ? value : "error";
  }

  // ---- views --------------------------------------------------------------------------------

  function showOnly(view) {
    for (const id of ["login-view", "sessions-view", "session-view"]) $(id).hidden = id !== view;
    $("nav").hidden = view === "login-view";
  }

  function logout(message) {
    stopCurrent();
    sessionStorage.removeItem(TOKEN_KEY);
    show($("login-error"), message || "");
    if (location.hash !== "#/sessions") history.replaceState(null, "", "#/sessions");
    route();
  }

  function route() {
    stopCurrent();
    stopCurrent = () => {};
    if (!sessionStorage.getItem(TOKEN_KEY)) {
      showOnly("login-view");
      $("token").focus();
      return;
    }
    const match = /^#\/session\/(.+)$/.exec(location.hash);
    if (match) {
      let session = null;
      try {
        session = decodeURIComponent(match[1]);
      } catch {
        session = null;
      }
      if (session) {
        openSession(session);
        return;
      }
    }
    openSessions();
  }

  // ---- login --------------------------------------------------------------------------------

  $("login-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const input = $("token");
    const token = input.value.trim();
    input.value = "";
    sessionStorage.setItem(TOKEN_KEY, token);
    try {
      await api("GET", "/_sim/sessions", { query: { limit: 1 } });
      show($("login-error"), "");
      route();
    } catch (error) {
      sessionStorage.removeItem(TOKEN_KEY);
      show(
        $("login-error"),
        error instanceof Unauthorized
          ? "That token was refused: it is not this simulator's admin token."
          : describe(error),
      );
    }
  });

  $("logout").addEventListener("click", () => logout(""));

  $("open-session").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("open-session-name").value.trim();
    if (!name) return;
    $("open-session-name").value = "";
    location.hash = `#/session/${encodeURIComponent(name)}`;
  });

  // ---- sessions -----------------------------------------------------------------------------

  function sessionRow(summary) {
    const link = el("a", null, summary.session);
    link.href = `#/session/${encodeURIComponent(summary.session)}`;
    const counts = summary.categories || {};
    const row = el(
      "tr",
      null,
      el("td", "mono", link),
      el("td", null, scenarioLabel(summary)),
      el("td", null, phaseLabel(summary)),
      el("td", "num", inPhase(summary)),
      el("td", "num", text(summary.requests)),
      ...[...CATEGORIES].map((name) =>
        el("td", counts[name] > 0 ? `num cat-${name} some` : `num cat-${name}`, text(counts[name])),
      ),
      el("td", "num", summary.idle_s === null ? "—" : `${seconds(summary.idle_s)} ago`),
    );
    row.dataset.session = text(summary.session);
    return row;
  }

  function openSessions() {
    showOnly("sessions-view");
    document.title = "Sessions · billing-sim console";
    stopCurrent = every(
      SESSIONS_POLL_MS,
      async () => {
        const data = await api("GET", "/_sim/sessions", { query: { limit: 100 } });
        const rows = data.sessions.map(sessionRow);
        $("sessions").tBodies[0].replaceChildren(...rows);
        $("sessions-empty").hidden = rows.length > 0;
        show($("sessions-error"), "");
      },
      (error) => show($("sessions-error"), describe(error)),
    );
  }

  // ---- one session --------------------------------------------------------------------------

  let controlDocument = null;

  async function loadFilterChoices() {
    if (controlDocument === null) {
      controlDocument = await api("GET", "/_sim/openapi.json");
      const parameters = controlDocument.paths["/_sim/journal"].get.parameters;
      const enumOf = (name) => {
        const found = parameters.find((p) => p.name === name);
        return (found && found.schema && found.schema.enum) || [];
      };
      const operations = $("operations");
      operations.replaceChildren(...enumOf("operation").map((op) => {
        const option = document.createElement("option");
        option.value = op;
        return option;
      }));
      const faults = $("filter-fault");
      for (const kind of enumOf("fault")) {
        const option = el("option", null, kind);
        option.value = kind;
        faults.append(option);
      }
    }
  }

  function openSession(session) {
    showOnly("session-view");
    document.title = `${session} · billing-sim console`;
    $("session-name").textContent = session;
    const view = {
      session,
      cursor: 0,
      filters: { operation: "", status: "", fault: "" },
      paused: false,
      rows: 0,
      scenarios: [],
      history: [], // every request read, oldest first: what the incident overview draws
      lastPhase: undefined, // the phase of the newest row, for the phase-change markers
      generation: 0,
      queue: Promise.resolve(),
    };
    current = view;
    $("timeline").tBodies[0].replaceChildren();
    renderOverview(view);
    for (const id of ["filter-operation", "filter-status"]) $(id).value = "";
    $("filter-fault").value = "";
    show($("filter-error"), "");
    show($("panel-status"), "");
    $("yaml-problems").hidden = true;
    $("pause").textContent = "Pause";
    $("pause").setAttribute("aria-pressed", "false");
    loadFilterChoices().catch((error) => show($("filter-error"), describe(error)));
    loadScenarios(view).catch((error) => show($("panel-status"), describe(error)));
    stopCurrent = every(
      JOURNAL_POLL_MS,
      async () => {
        if (view.paused) return;
        const [summary] = await Promise.all([
          api("GET", "/_sim/session", { session }),
          pollJournal(view),
        ]);
        if (current === view) renderSummary(summary);
      },
      (error) => show($("live"), describe(error)),
    );
  }

  /** What was applied, or, in proxy mode, which promises the real API's answer broke. */
  function outcomeText(entry) {
    const broken = entry.violations || [];
    if (entry.outcome || broken.length === 0) return text(entry.outcome);
    return broken.map((v) => `${text(v.promise)}: ${text(v.reason)}`).join("; ");
  }

  function renderSummary(summary) {
    $("summary-scenario").textContent = scenarioLabel(summary);
    $("summary-phase").textContent = phaseLabel(summary);
    $("summary-in-phase").textContent = inPhase(summary);
    $("summary-requests").textContent = text(summary.requests);
    for (const name of CATEGORIES) {
      $(`summary-${name}`).textContent = text(summary.categories[name]);
    }
  }

  /** Read what is new in the journal; reads are serialised, and a read that began before the
   * timeline was reset (filters changed) is discarded, so no entry is shown twice. */
  function pollJournal(view) {
    const read = view.queue.then(() => readJournal(view, view.generation));
    view.queue = read.catch(() => {});
    return read;
  }

  async function readJournal(view, generation) {
    const data = await api("GET", "/_sim/journal", {
      session: view.session,
      query: { ...view.filters, after: view.cursor, limit: PAGE },
    });
    if (current !== view || generation !== view.generation) return;
    const body = $("timeline").tBodies[0];
    if (data.cursor < view.cursor) {
      // Numbers went backwards: another simulator (a restart). Start over.
      view.cursor = 0;
      forget(view);
      body.replaceChildren();
      marker("the journal started again (the simulator restarted)");
      return;
    }
    // On the first read the dropped ones are older history (evicted, or cleared on purpose).
    const skipped = view.cursor === 0 ? data.omitted : data.omitted + data.dropped;
    if (skipped > 0) gap(skipped, view.cursor === 0);
    for (const entry of data.entries) {
      const phase = entry.phase === null || entry.phase === undefined ? null : text(entry.phase);
      if (view.lastPhase !== undefined && phase !== view.lastPhase) phaseMarker(phase);
      view.lastPhase = phase;
      body.prepend(entryRow(entry));
      view.rows += 1;
      remember(view, entry, phase);
    }
    view.cursor = data.cursor;
    if (data.entries.length) renderOverview(view);
    while (view.rows > MAX_ROWS && body.lastElementChild) {
      if (body.lastElementChild.dataset.seq) view.rows -= 1;
      body.lastElementChild.remove();
    }
    const shown = view.rows === 1 ? "1 request shown" : `${view.rows} requests shown`;
    $("live").textContent = `live · polling every ${JOURNAL_POLL_MS / 1000} s · ${shown} · newest #${data.cursor}`;
  }

  function entryRow(entry) {
    const kind = category(entry.category);
    const status = entry.status === 0 ? "none" : text(entry.status);
    const row = el(
      "tr",
      `cat-${kind}`,
      el("td", "num", text(entry.seq)),
      el("td", "mono", clock(entry.time)),
      el("td", null, text(entry.method)),
      targetCell(entry),
      el("td", null, text(entry.operation_id)),
      el("td", "num http-status", status),
      el("td", "num", text(entry.latency_ms)),
      el("td", null, text(entry.phase)),
      el("td", "rule", text(entry.rule)),
      el("td", "fault", text(entry.fault)),
      el("td", "outcome", outcomeText(entry)),
      el("td", "mono request-id", text(entry.request_id)),
    );
    row.dataset.seq = text(entry.seq);
    row.dataset.requestId = text(entry.request_id);
    row.dataset.category = kind;
    row.title = kind;
    return row;
  }

  /** The target, breakable only after "/", "?" and "&": a line never ends inside an id. */
  function targetCell(entry) {
    const cell = el("td", "mono target");
    for (const part of readable(entry.target).split(/(?<=[/?&])/)) {
      cell.append(el("span", "segment", part), document.createElement("wbr"));
    }
    if (entry.idempotency_key) {
      cell.append(el("div", "key", `Idempotency-Key: ${text(entry.idempotency_key)}`));
    }
    return cell;
  }

  function gap(count, older) {
    const what = older
      ? `${count} older matching request(s) not shown`
      : `${count} request(s) not shown: they arrived faster than the page reads them, or left the journal`;
    const cell = el("td", null, what);
    cell.colSpan = 12;
    const row = el("tr", "gap", cell);
    $("timeline").tBodies[0].prepend(row);
  }

  function marker(message) {
    const cell = el("td", null, `— ${message} —`);
    cell.colSpan = 12;
    const row = el("tr", "marker", cell);
    $("timeline").tBodies[0].prepend(row);
    return row;
  }

  /** A row between the last request of one phase and the first of the next. */
  function phaseMarker(phase) {
    const row = marker(phase === null ? "no phase from here" : `phase ${phase} from here`);
    row.classList.add("phase-change");
    row.dataset.phase = phase === null ? "" : phase;
  }

  /** Forget what was read (a new filter, a restarted journal): rows, markers, overview. */
  function forget(view) {
    view.rows = 0;
    view.history = [];
    view.lastPhase = undefined;
    renderOverview(view);
  }

  function remember(view, entry, phase) {
    const at = Date.parse(text(entry.time));
    view.history.push({ at: Number.isNaN(at) ? 0 : at, category: category(entry.category), phase });
    if (view.history.length > MAX_HISTORY) view.history.splice(0, view.history.length - MAX_HISTORY);
  }

  // ---- the incident overview ----------------------------------------------------------------
  // Outcomes over time, one strip per category, the phases shaded behind them: the shape of
  // an incident (healthy -> outage -> recovery) at a glance, however long the table is. Drawn
  // with DOM calls only (SVG elements and text nodes), like everything else on the page.

  function svg(tag, className, attributes) {
    const node = document.createElementNS(SVG, tag);
    if (className) node.setAttribute("class", className);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, String(value));
    return node;
  }

  /** The phases as runs of consecutive requests: [{phase, from, to, counts}] (bins). */
  function phaseRuns(history, binOf) {
    const runs = [];
    for (const item of history) {
      const last = runs[runs.length - 1];
      if (!last || last.phase !== item.phase) {
        runs.push({ phase: item.phase, from: binOf(item.at), to: binOf(item.at), requests: 0, counts: {} });
      }
      const run = runs[runs.length - 1];
      run.to = binOf(item.at);
      run.requests += 1;
      run.counts[item.category] = (run.counts[item.category] || 0) + 1;
    }
    return runs;
  }

  function renderOverview(view) {
    const history = view.history;
    const box = $("overview");
    box.hidden = history.length === 0;
    if (!history.length) {
      for (const id of ["overview-phases", "overview-strips", "overview-axis"]) $(id).replaceChildren();
      return;
    }
    const start = history[0].at;
    const span = Math.max(history[history.length - 1].at - start, 1);
    const binOf = (at) => Math.min(OVERVIEW_BINS - 1, Math.floor(((at - start) / span) * OVERVIEW_BINS));
    const bins = [...CATEGORIES].map(() => new Array(OVERVIEW_BINS).fill(0));
    const index = Object.fromEntries([...CATEGORIES].map((name, i) => [name, i]));
    for (const item of history) bins[index[item.category]][binOf(item.at)] += 1;
    const highest = Math.max(1, ...bins.flat());
    const runs = phaseRuns(history, binOf).filter((run) => run.phase !== null);
    // A phase is shaded until the next begins (no white gap where no request fell).
    runs.forEach((run, i) => {
      const next = runs[i + 1];
      run.to = Math.max(run.to, next ? next.from - 1 : run.to);
    });

    const labels = runs.map((run, i) => {
      const faults = (run.counts.fault || 0) + (run.counts.off_contract || 0) + (run.counts.error || 0);
      const label = el("span", `phase-label band-${i % 2}`, run.phase);
      label.style.left = `${(run.from / OVERVIEW_BINS) * 100}%`;
      label.style.width = `${((run.to - run.from + 1) / OVERVIEW_BINS) * 100}%`;
      label.dataset.phase = run.phase;
      label.dataset.requests = String(run.requests);
      label.dataset.failed = String(faults);
      label.title = `${run.phase}: ${run.requests} request(s), ${faults} failed`;
      return label;
    });
    $("overview-phases").replaceChildren(...labels);

    const strips = [...CATEGORIES].map((name) => {
      const chart = svg("svg", "strip", { viewBox: `0 0 ${OVERVIEW_BINS} 1`, preserveAspectRatio: "none" });
      runs.forEach((run, i) => {
        chart.append(svg("rect", `band band-${i % 2}`, { x: run.from, y: 0, width: run.to - run.from + 1, height: 1 }));
      });
      bins[index[name]].forEach((count, bin) => {
        if (!count) return;
        const height = Math.max(count / highest, 0.08);
        const bar = svg("rect", `bar cat-${name}`, { x: bin + 0.1, y: 1 - height, width: 0.8, height });
        bar.dataset.bin = String(bin);
        bar.dataset.count = String(count);
        chart.append(bar);
      });
      const total = bins[index[name]].reduce((a, b) => a + b, 0);
      const row = el("div", `strip-row cat-${name}`, el("span", "strip-name", `${name.replace("_", "-")} ${total}`), chart);
      row.dataset.category = name;
      row.dataset.total = String(total);
      return row;
    });
    $("overview-strips").replaceChildren(...strips);
    const first = new Date(start).toISOString();
    const last = new Date(start + span).toISOString();
    $("overview-axis").replaceChildren(
      el("span", null, clock(first)),
      el("span", null, `${history.length} request(s) over ${seconds(span / 1000)}`),
      el("span", null, clock(last)),
    );
  }

  // ---- filters ------------------------------------------------------------------------------

  $("filters").addEventListener("submit", async (event) => {
    event.preventDefault();
    const view = current;
    if (!view) return;
    const filters = {
      operation: $("filter-operation").value.trim(),
      status: $("filter-status").value.trim(),
      fault: $("filter-fault").value,
    };
    try {
      // The journal checks every filter (422 naming what is allowed): ask it first.
      await api("GET", "/_sim/journal", {
        session: view.session,
        query: { ...filters, limit: 1 },
      });
    } catch (error) {
      if (error instanceof Unauthorized) return logout("The admin token was refused.");
      const issues = (error.body && error.body.errors) || [];
      const lines = issues.length ? issues.map((issue) => issue.detail) : [describe(error)];
      show($("filter-error"), lines.join("\n"));
      return;
    }
    show($("filter-error"), "");
    view.filters = filters;
    view.cursor = 0;
    forget(view);
    view.generation += 1;
    $("timeline").tBodies[0].replaceChildren();
    await pollJournal(view).catch((error) => show($("live"), describe(error)));
  });

  $("filter-clear").addEventListener("click", () => {
    $("filter-operation").value = "";
    $("filter-status").value = "";
    $("filter-fault").value = "";
    $("filters").requestSubmit();
  });

  $("pause").addEventListener("click", () => {
    if (!current) return;
    current.paused = !current.paused;
    $("pause").textContent = current.paused ? "Resume" : "Pause";
    $("pause").setAttribute("aria-pressed", String(current.paused));
  });

  // ---- the scenario panel -------------------------------------------------------------------

  async function loadScenarios(view) {
    const data = await api("GET", "/_sim/scenarios", { session: view.session });
    if (current !== view) return;
    view.scenarios = data.scenarios;
    const select = $("scenario-select");
    // No scenario active: nothing is preselected (the first name would look active).
    const placeholder = el("option", null, "choose a scenario");
    placeholder.value = "";
    placeholder.disabled = true;
    select.replaceChildren(
      placeholder,
      ...data.scenarios.map((scenario) => {
        const option = el("option", null, `${scenario.name} (${scenario.source})`);
        option.value = scenario.name;
        return option;
      }),
    );
    select.value = data.active || "";
    describeSelected();
  }

  function describeSelected() {
    const chosen = (current ? current.scenarios : []).find((s) => s.name === $("scenario-select").value);
    $("scenario-description").textContent = chosen ? chosen.summary : "";
  }

  $("scenario-select").addEventListener("change", describeSelected);

  async function act(label, call, after) {
    const view = current;
    if (!view) return;
    show($("panel-status"), `${label}…`);
    try {
      const result = await call(view);
      show($("panel-status"), after(result));
      marker(after(result));
    } catch (error) {
      if (error instanceof Unauthorized) return logout("The admin token was refused.");
      show($("panel-status"), describe(error));
    }
  }

  $("activate-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const name = $("scenario-select").value;
    if (!name) return show($("panel-status"), "Choose a scenario to activate first.");
    const seed = $("seed").value.trim();
    const body = seed === "" ? { name } : { name, seed: Number(seed) };
    act(
      `activating ${name}`,
      (view) => api("PUT", "/_sim/scenario", { session: view.session, body }),
      (state) => `${state.scenario} activated (activation ${state.activation}, seed ${state.seed})`,
    );
  });

  $("deactivate").addEventListener("click", () =>
    act(
      "switching to no scenario",
      (view) => api("DELETE", "/_sim/scenario", { session: view.session }),
      () => {
        $("scenario-select").value = "";
        describeSelected();
        return "no scenario: every request is answered normally";
      },
    ),
  );

  $("reset").addEventListener("click", () =>
    act(
      "resetting data",
      (view) => api("POST", "/_sim/reset", { session: view.session }),
      () => "data reset: payments and idempotency keys forgotten",
    ),
  );

  $("clear-journal").addEventListener("click", () =>
    act(
      "clearing the journal",
      async (view) => {
        await api("DELETE", "/_sim/journal", { session: view.session });
        $("timeline").tBodies[0].replaceChildren();
        forget(view);
      },
      () => "journal cleared",
    ),
  );

  $("yaml-file").addEventListener("change", async () => {
    const [file] = $("yaml-file").files;
    if (file) $("yaml").value = await file.text();
  });

  $("upload-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const view = current;
    if (!view) return;
    const yaml = $("yaml").value;
    const name = $("upload-name").value.trim();
    const body = name ? { yaml, name } : { yaml };
    $("yaml-problems").hidden = true;
    show($("panel-status"), "uploading…");
    try {
      const state = await api("PUT", "/_sim/scenario", { session: view.session, body });
      const message = `${state.scenario} uploaded and activated (activation ${state.activation})`;
      show($("panel-status"), message);
      marker(message);
      await loadScenarios(view);
    } catch (error) {
      if (error instanceof Unauthorized) return logout("The admin token was refused.");
      show($("panel-status"), "");
      showYamlProblems(yaml, error);
    }
  });

  /** The scenario's problems, each at its line, and the text with those lines marked. */
  function showYamlProblems(yaml, error) {
    const issues = (error.body && error.body.errors) || [];
    const byLine = new Map();
    const items = [];
    for (const issue of issues.length ? issues : [{ detail: describe(error) }]) {
      const match = YAML_LINE.exec(text(issue.detail));
      if (match) {
        const line = Number(match[1]);
        byLine.set(line, [...(byLine.get(line) || []), match[2]]);
        const item = el("li", null, el("strong", null, `line ${line}`), `: ${match[2]}`);
        item.dataset.line = String(line);
        items.push(item);
      } else {
        items.push(el("li", null, text(issue.detail)));
      }
    }
    $("yaml-problems-title").textContent =
      error instanceof Problem && error.status === 422
        ? `The scenario is not valid (${items.length} problem(s)); nothing was activated.`
        : describe(error);
    $("yaml-errors").replaceChildren(...items);
    const lines = yaml.split("\n").map((content, index) => {
      const number = index + 1;
      const item = el("li", byLine.has(number) ? "bad" : null, content || " ");
      item.value = number;
      if (byLine.has(number)) item.title = byLine.get(number).join("\n");
      return item;
    });
    $("yaml-lines").replaceChildren(...lines);
    $("yaml-problems").hidden = false;
  }

  window.addEventListener("hashchange", route);
  route();
})();
