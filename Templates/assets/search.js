// The search page: finds items in the index sitegen writes into search/index/, with no library and no build
// step. Nothing is fetched until the box gets focus or the address holds a query. Terms are made exactly as
// sitegen's SearchText makes them: compatibility decomposition, Latin/Greek/Cyrillic diacritics dropped,
// composition, lower case; words of letters, digits and marks; Han, kana and Hangul as overlapping pairs.
(function () {
  "use strict";
  var root = document.getElementById("search");
  if (!root || !window.fetch || !window.URLSearchParams) return;
  var box = document.getElementById("search-box");
  var form = root.querySelector("form");
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var more = document.getElementById("search-more");
  var facetBox = document.getElementById("search-facets");
  if (location.protocol === "file:") {
    // A page opened from disk may not fetch the index (browsers refuse it): say so, and offer the indexes.
    document.getElementById("search-nojs-reason").hidden = true;
    document.getElementById("search-file-reason").hidden = false;
    form.hidden = true;
    return;
  }
  document.getElementById("search-nojs").hidden = true;

  var FOLDED = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
  var SPACELESS = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]|[\ud840-\ud87e][\udc00-\udfff]/;
  var WORD = /[\p{L}\p{N}\p{M}]/u;
  var FACETS = ["kind", "decade", "genre", "tag"];
  var PAGE = 10;

  // The words come from the page, in the site's language (data-* attributes sitegen fills from its strings
  // table); a count phrase has a form for 1 and one for other numbers, with "{count}" for the number.
  function words(name) {
    return root.getAttribute("data-" + name);
  }
  function phrase(name, count) {
    var text = words(name + (count === 1 ? "-one" : "-other"));
    if (text === null) return String(count);
    return text.replace(/\{\{|\}\}|\{count\}/g, function (m) { return m === "{{" ? "{" : m === "}}" ? "}" : String(count); });
  }

  var indexURL = new URL(root.getAttribute("data-index"), location.href);
  var entry = null;
  var loading = null;
  var shards = {};
  var batches = {};
  var facetValues = null;
  var shown = [];
  var shownCount = 0;
  var active = -1;
  var generation = 0;

  function fold(text) {
    return text.normalize("NFKD").replace(FOLDED, "").normalize("NFC").toLowerCase();
  }

  // Terms of the query, each marked as a word (matched by prefix) or a pair (matched whole).
  function terms(text) {
    var out = [];
    var word = "";
    var run = [];
    function flush() {
      if (word) out.push({ term: word, prefix: true });
      word = "";
      if (run.length === 1) out.push({ term: run[0], prefix: false });
      for (var i = 1; i < run.length; i++) out.push({ term: run[i - 1] + run[i], prefix: false });
      run = [];
    }
    Array.from(fold(text)).forEach(function (ch) {
      if (SPACELESS.test(ch)) { if (word) flush(); run.push(ch); }
      else if (WORD.test(ch)) { if (run.length) flush(); word += ch; }
      else flush();
    });
    flush();
    return out;
  }

  function shardOf(term) {
    var prefix = Array.from(term).slice(0, entry.prefix).join("");
    var hash = 0x811c9dc5;
    for (var i = 0; i < prefix.length; i++) {
      hash ^= prefix.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % entry.files.shards.length;
  }

  function file(name) {
    return fetch(new URL(name, indexURL)).then(function (response) {
      if (!response.ok) throw new Error(response.status + " " + name);
      return response.json();
    });
  }

  function load() {
    if (!loading) {
      loading = file(indexURL.pathname.split("/").pop()).then(function (data) {
        entry = data;
        return file(entry.files.facets);
      }).then(function (values) { facetValues = values; });
    }
    return loading;
  }

  function shard(index) {
    if (!shards[index]) shards[index] = file(entry.files.shards[index]);
    return shards[index];
  }

  function batch(index) {
    if (!batches[index]) batches[index] = file(entry.files.cards[index]);
    return batches[index];
  }

  function undelta(list) {
    var out = [];
    var sum = 0;
    for (var i = 0; i < list.length; i++) { sum += list[i]; out.push(sum); }
    return out;
  }

  // Scores per document for one query term: 3 for the whole word in a title, 2 for a title word it begins,
  // 1 for any other field.
  function match(query) {
    return shard(shardOf(query.term)).then(function (table) {
      var scores = new Map();
      Object.keys(table).forEach(function (term) {
        var exact = term === query.term;
        if (!exact && !(query.prefix && term.startsWith(query.term))) return;
        undelta(table[term][0]).forEach(function (doc) { scores.set(doc, Math.max(scores.get(doc) || 0, exact ? 3 : 2)); });
        undelta(table[term][1]).forEach(function (doc) { if (!scores.has(doc)) scores.set(doc, 1); });
      });
      return scores;
    });
  }

  function selected() {
    var params = new URLSearchParams(location.search);
    var chosen = {};
    FACETS.forEach(function (facet) { chosen[facet] = params.getAll(facet); });
    return { q: params.get("q") || "", facets: chosen };
  }

  function passes(doc, chosen) {
    return FACETS.every(function (facet, i) {
      var wanted = chosen[facet];
      if (!wanted.length) return true;
      return facetValues[doc][i].some(function (n) { return wanted.indexOf(slug(entry.facets[facet][n])) >= 0; });
    });
  }

  function slug(label) {
    return fold(label).replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
  }

  function search() {
    var mine = ++generation;
    var state = selected();
    var query = terms(state.q).filter(function (t) { return !t.prefix || Array.from(t.term).length >= entry.prefix; });
    var found;
    if (query.length) {
      found = Promise.all(query.map(match)).then(function (all) {
        var total = new Map(all[0]);
        for (var i = 1; i < all.length; i++) {
          total.forEach(function (score, doc) {
            if (all[i].has(doc)) total.set(doc, score + all[i].get(doc)); else total.delete(doc);
          });
        }
        return Array.from(total.keys()).sort(function (a, b) { return total.get(b) - total.get(a) || a - b; });
      });
    } else {
      // No query: every item, to browse by facet.
      found = Promise.resolve(facetValues.map(function (_, doc) { return doc; }));
    }
    var browsing = !query.length && !FACETS.some(function (f) { return state.facets[f].length; });
    return found.then(function (docs) {
      if (mine !== generation) return;
      if (browsing) { show([], state, docs, true); return; }
      var kept = docs.filter(function (doc) { return passes(doc, state.facets); });
      return exactFirst(kept, state.q).then(function (ordered) {
        if (mine === generation) show(ordered, state, docs);
      });
    });
  }

  // An exact title match goes first: the cards of the best-scored results are fetched to tell.
  function exactFirst(docs, q) {
    var wanted = fold(q).trim();
    var head = docs.slice(0, PAGE);
    return cards(head).then(function (list) {
      var exact = [];
      var rest = [];
      head.forEach(function (doc, i) { (fold(list[i][0]) === wanted ? exact : rest).push(doc); });
      return exact.concat(rest, docs.slice(PAGE));
    });
  }

  function cards(docs) {
    return Promise.all(docs.map(function (doc) {
      return batch(Math.floor(doc / entry.batch)).then(function (list) { return list[doc % entry.batch]; });
    }));
  }

  function show(docs, state, unfiltered, browsing) {
    shown = docs;
    shownCount = 0;
    active = -1;
    list.textContent = "";
    renderFacets(unfiltered, state);
    if (browsing) { status.textContent = phrase("browse", entry.count); more.hidden = true; return; }
    status.textContent = docs.length === 0 ? words("no-results") || phrase("results", 0) : phrase("results", docs.length);
    showMore();
  }

  function showMore() {
    var next = shown.slice(shownCount, shownCount + PAGE);
    shownCount += next.length;
    more.hidden = shownCount >= shown.length;
    cards(next).then(function (list) { list.forEach(addResult); });
  }

  function addResult(card) {
    var item = document.createElement("li");
    item.className = "search-result";
    var link = document.createElement("a");
    link.href = new URL(card[3], location.href).href;
    link.id = "search-result-" + list.children.length;
    if (card[4]) {
      var image = document.createElement("img");
      image.src = card[4];
      image.alt = "";
      image.width = 46;
      image.height = 69;
      image.loading = "lazy";
      link.appendChild(image);
    }
    var title = document.createElement("span");
    title.className = "search-result-title";
    title.textContent = card[0];
    var meta = document.createElement("span");
    meta.className = "search-result-meta";
    meta.textContent = entry.kinds[card[1]] + (card[2] ? " · " + card[2] : "");
    link.appendChild(title);
    link.appendChild(meta);
    item.appendChild(link);
    list.appendChild(item);
  }

  // Counts of each facet's values among the results (or all items, when only facets are chosen).
  function renderFacets(docs, state) {
    facetBox.textContent = "";
    facetBox.hidden = false;
    FACETS.forEach(function (facet, i) {
      var counts = new Map();
      docs.forEach(function (doc) {
        if (!passes(doc, withoutFacet(state.facets, facet))) return;
        facetValues[doc][i].forEach(function (n) { counts.set(n, (counts.get(n) || 0) + 1); });
      });
      if (!counts.size) return;
      var group = document.createElement("fieldset");
      var legend = document.createElement("legend");
      legend.textContent = words("facet-" + facet) || facet;
      group.appendChild(legend);
      Array.from(counts.keys()).sort(function (a, b) { return counts.get(b) - counts.get(a) || a - b; }).slice(0, 12).forEach(function (n) {
        var label = document.createElement("label");
        var check = document.createElement("input");
        check.type = "checkbox";
        check.value = slug(entry.facets[facet][n]);
        check.checked = state.facets[facet].indexOf(check.value) >= 0;
        check.addEventListener("change", function () { toggle(facet, check.value, check.checked); });
        label.appendChild(check);
        label.appendChild(document.createTextNode(" " + entry.facets[facet][n] + " (" + counts.get(n) + ")"));
        group.appendChild(label);
      });
      facetBox.appendChild(group);
    });
  }

  function withoutFacet(chosen, facet) {
    var copy = {};
    FACETS.forEach(function (f) { copy[f] = f === facet ? [] : chosen[f]; });
    return copy;
  }

  function toggle(facet, value, on) {
    var params = new URLSearchParams(location.search);
    var values = params.getAll(facet).filter(function (v) { return v !== value; });
    if (on) values.push(value);
    params.delete(facet);
    values.forEach(function (v) { params.append(facet, v); });
    history.pushState(null, "", "?" + params.toString());
    search();
  }

  var typing = null;
  box.addEventListener("input", function () {
    clearTimeout(typing);
    typing = setTimeout(function () {
      var params = new URLSearchParams(location.search);
      if (box.value) params.set("q", box.value); else params.delete("q");
      history.replaceState(null, "", params.toString() ? "?" + params.toString() : location.pathname);
      load().then(search);
    }, 120);
  });
  // The box is focused as the page opens; only a reader's own focus (or typing) fetches the index.
  var opening = true;
  box.addEventListener("focus", function () { if (!opening) load().then(search); });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var params = new URLSearchParams(location.search);
    params.set("q", box.value);
    history.pushState(null, "", "?" + params.toString());
    load().then(search);
  });
  more.addEventListener("click", showMore);

  function focusResult(index) {
    var links = list.querySelectorAll("a");
    if (!links.length) return;
    active = Math.max(-1, Math.min(index, links.length - 1));
    if (active === -1) box.focus(); else links[active].focus();
  }

  root.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") { event.preventDefault(); focusResult(active + 1); }
    else if (event.key === "ArrowUp") { event.preventDefault(); focusResult(active - 1); }
  });
  list.addEventListener("focusin", function (event) {
    var links = Array.prototype.slice.call(list.querySelectorAll("a"));
    active = links.indexOf(event.target);
  });

  window.addEventListener("popstate", function () {
    box.value = selected().q;
    load().then(search);
  });

  var initial = selected();
  box.value = initial.q;
  box.focus();
  opening = false;
  if (initial.q || FACETS.some(function (f) { return initial.facets[f].length; })) load().then(search);
})();
