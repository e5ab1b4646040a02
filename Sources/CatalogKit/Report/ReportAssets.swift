import LayoutModel

/// The style sheet and script every page of a report carries inline (no external assets: the site opens from
/// `file://`, a static host or a CI artifact store alike), and the head and foot every page shares.
enum ReportAssets {
    /// The opening of a page: doctype, head with title, generator marker and style sheet, then `<body>`.
    static func beginPage(title: String, into html: inout HTML) {
        html.raw("<!DOCTYPE html>\n")
        html.open("html", [("lang", "en")])
        html.raw("\n")
        html.open("head")
        html.raw("\n")
        html.void("meta", [("charset", "utf-8")])
        html.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        html.raw(ReportFolder.generatorMarker + "\n")
        html.element("title", text: title)
        html.open("style")
        html.raw(css)
        html.close("style")
        html.close("head")
        html.open("body")
        html.raw("\n")
    }

    /// The script, then the end of the page.
    static func endPage(into html: inout HTML) {
        html.open("script")
        html.raw(script)
        html.close("script")
        html.close("body")
        html.close("html")
    }

    /// Light and dark colours from `prefers-color-scheme`; pictures keep their white page in both, on a frame.
    static let css = """

        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1c1c1e; --muted: #55555a; --card: #f4f4f6; --line: #c9c9ce;
          --accent: #0b57d0; --changed-bg: #fff4e0; --changed-fg: #7a3d00; --error-fg: #b00020; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #161618; --fg: #f2f2f7; --muted: #b4b4ba; --card: #242427; --line: #4a4a4f;
            --accent: #8ab8ff; --changed-bg: #3a2a10; --changed-fg: #ffcf87; --error-fg: #ff8a9a; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 90rem; padding: 1rem 1.5rem 3rem; background: var(--bg); color: var(--fg);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
        a { color: var(--accent); }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        h1 { font-size: 1.8rem; margin: .5rem 0; }
        h2 { font-size: 1.35rem; margin: 1.5rem 0 .5rem; }
        h3 { font-size: 1.1rem; margin: 1.2rem 0 .4rem; }
        .muted, figcaption, caption { color: var(--muted); }
        .skip { position: absolute; left: -100rem; }
        .skip:focus { left: 1rem; top: 1rem; background: var(--bg); padding: .5rem; }
        dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .1rem 1rem; margin: .5rem 0; }
        dl.facts dt { font-weight: 600; }
        dl.facts dd { margin: 0; overflow-wrap: anywhere; }
        dl.summary { display: flex; flex-wrap: wrap; gap: 1rem; margin: .5rem 0; }
        dl.summary div { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: .5rem 1rem; }
        dl.summary dt { color: var(--muted); font-size: .9rem; }
        dl.summary dd { margin: 0; font-size: 1.6rem; font-weight: 600; }
        .filter { margin: 1rem 0; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; }
        .filter input, .filter select { font: inherit; padding: .3rem .5rem; color: inherit; background: var(--bg);
          border: 1px solid var(--line); border-radius: 6px; }
        .filter input { min-width: min(18rem, 100%); }
        .filter select { max-width: 100%; }
        ol.cards { list-style: none; padding: 0; margin: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: .75rem 1rem; }
        .card h2 { margin: 0; font-size: 1.2rem; }
        .card p { margin: .25rem 0; }
        .changed, .fixed-text { background: var(--changed-bg); color: var(--changed-fg); border-radius: 6px; padding: .25rem .5rem; }
        .lint-errors, .lint-errors a { color: var(--error-fg); font-weight: 600; }
        td.wrap { white-space: normal; min-width: 16rem; max-width: 40rem; }
        tr.severity-error td:first-child { color: var(--error-fg); font-weight: 600; }
        .pictures { display: flex; gap: 1rem; overflow-x: auto; align-items: flex-start; padding: .5rem 0; }
        figure { margin: 0; }
        .pictures figure { flex: none; width: min-content; min-width: 11rem; }
        figcaption { font-size: .85rem; }
        .pictures img, .overlay img { display: block; background: #ffffff; border: 1px solid var(--line); border-radius: 4px; }
        .card .pictures img { height: auto; max-height: 22rem; object-fit: cover; object-position: top; }
        .layout .pictures { flex-wrap: wrap; overflow-x: visible; }
        .layout .pictures figure { flex: 0 1 auto; width: fit-content; min-width: min(11rem, 100%); max-width: 100%; }
        .layout .pictures figcaption { contain: inline-size; }
        .layout .pictures img { max-width: 100%; height: auto; max-height: 40rem; object-fit: cover; object-position: top; }
        .overlay img { height: auto; max-width: 100%; }
        pre { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: .75rem; overflow-x: auto;
          font-size: .85rem; line-height: 1.35; }
        .table-scroll { overflow-x: auto; max-height: 40rem; overflow-y: auto; border: 1px solid var(--line); border-radius: 6px; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: .9rem; width: max-content; min-width: 100%; }
        caption { text-align: left; padding: .4rem .5rem; caption-side: top; }
        th, td { padding: .2rem .6rem; border-bottom: 1px solid var(--line); text-align: left; white-space: nowrap; }
        td.number, th.number { text-align: right; }
        thead th { position: sticky; top: 0; background: var(--card); }
        th button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; }
        th[aria-sort="ascending"] button::after { content: " \\25B2"; }
        th[aria-sort="descending"] button::after { content: " \\25BC"; }
        details { margin: .5rem 0; }
        summary { cursor: pointer; font-weight: 600; }

        """

    /// The pictures' filters: one choice per axis of the report's matrix that has more than one value among
    /// `environments` (device, orientation, direction, text size, iOS version: `EnvironmentTrait.matrixValues`), each
    /// keeping the pictures that stand for an environment with the value chosen. Nothing when every axis has one value.
    static func writeAxisFilters(_ environments: [ReportEnvironment], into html: inout HTML) {
        let axes = EnvironmentTrait.allCases.compactMap { trait -> (EnvironmentTrait, [String])? in
            guard trait.matrixValues != nil else { return nil }
            let values = environments.compactMap { trait.axisValue(in: $0.request.environment) }
                .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return values.count > 1 ? (trait, values) : nil
        }
        guard !axes.isEmpty else { return }
        html.open("div", [("class", "filter axis-filters")])
        for (trait, values) in axes {
            let id = "axis-" + trait.rawValue
            html.element("label", [("for", id)], text: trait.title)
            html.open("select", [("id", id), ("data-axis", trait.rawValue)])
            html.element("option", [("value", "")], text: "all")
            for value in values { html.element("option", [("value", value)], text: trait.axisValueLabel(value)) }
            html.close("select")
        }
        html.element("p", [("id", "axis-filter-status"), ("role", "status"), ("aria-live", "polite")], text: "")
        html.close("div")
    }

    /// Small behaviours, each only where its elements are: the index's filter box (cards whose name or title holds
    /// every typed word stay), the pictures' filters by the matrix's axes (`writeAxisFilters`), and on a layout's page
    /// sortable tables (header buttons; a second press reverses), the rule filter of the findings table and the
    /// section and kind filters of the frames tables.
    static let script = """

        (() => {
          'use strict';
          const filter = document.getElementById('layout-filter');
          if (filter) {
            const cards = Array.from(document.querySelectorAll('[data-search]'));
            const status = document.getElementById('filter-status');
            const apply = () => {
              const words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean);
              let shown = 0;
              for (const card of cards) {
                const match = words.every((word) => card.dataset.search.includes(word));
                card.hidden = !match;
                if (match) shown += 1;
              }
              status.textContent = shown + ' of ' + cards.length + ' layouts shown';
            };
            filter.addEventListener('input', apply);
            apply();
          }
          const axes = Array.from(document.querySelectorAll('select[data-axis]'));
          if (axes.length > 0) {
            const figures = Array.from(document.querySelectorAll('figure[data-axes]'));
            const status = document.getElementById('axis-filter-status');
            const apply = () => {
              let shown = 0;
              for (const figure of figures) {
                const tokens = figure.dataset.axes.split(' ');
                const match = axes.every((axis) => axis.value === '' || tokens.includes(axis.dataset.axis + '=' + axis.value));
                figure.hidden = !match;
                if (match) shown += 1;
              }
              status.textContent = shown + ' of ' + figures.length + ' pictures shown';
            };
            for (const axis of axes) axis.addEventListener('change', apply);
            apply();
          }
          for (const table of document.querySelectorAll('table.sortable')) {
            const headers = Array.from(table.tHead.rows[0].cells);
            headers.forEach((header, column) => {
              const button = header.querySelector('button');
              if (!button) return;
              button.addEventListener('click', () => {
                const ascending = header.getAttribute('aria-sort') !== 'ascending';
                for (const other of headers) other.removeAttribute('aria-sort');
                header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
                const numeric = header.classList.contains('number');
                const key = (row) => {
                  const cell = row.cells[column];
                  const text = cell.dataset.value ?? cell.textContent;
                  return numeric ? Number(text) : text;
                };
                const body = table.tBodies[0];
                const rows = Array.from(body.rows);
                rows.sort((a, b) => {
                  const x = key(a), y = key(b);
                  const order = x < y ? -1 : x > y ? 1 : 0;
                  return ascending ? order : -order;
                });
                body.append(...rows);
              });
            });
          }
          const rule = document.getElementById('rule-filter');
          if (rule) {
            const table = document.querySelector('table.findings');
            const apply = () => {
              let shown = 0;
              for (const row of table.tBodies[0].rows) {
                const match = rule.value === '' || row.dataset.rule === rule.value;
                row.hidden = !match;
                if (match) shown += 1;
              }
              document.getElementById(table.dataset.status).textContent = shown + ' of ' + table.tBodies[0].rows.length + ' findings shown';
            };
            rule.addEventListener('change', apply);
            apply();
          }
          const section = document.getElementById('section-filter');
          const kind = document.getElementById('kind-filter');
          if (section && kind) {
            const apply = () => {
              for (const table of document.querySelectorAll('table.frames')) {
                let shown = 0;
                for (const row of table.tBodies[0].rows) {
                  const match = (section.value === '' || row.dataset.section === section.value)
                    && (kind.value === '' || row.dataset.kind === kind.value);
                  row.hidden = !match;
                  if (match) shown += 1;
                }
                const status = document.getElementById(table.dataset.status);
                if (status) status.textContent = shown + ' of ' + table.tBodies[0].rows.length + ' rows shown';
              }
            };
            section.addEventListener('change', apply);
            kind.addEventListener('change', apply);
            apply();
          }
        })();

        """
}
