// The random item page: pick a number below data-count, fetch the part of the list that holds it, go there.
// Without script (or when the list cannot be read, as from a file) the page keeps its link to one item.
(function () {
  var box = document.getElementById("random");
  if (!box || !window.fetch) return;
  var parts = box.getAttribute("data-parts").split(" "), size = +box.getAttribute("data-part-size");
  var pick = Math.floor(Math.random() * +box.getAttribute("data-count"));
  document.getElementById("random-going").hidden = false;
  fetch(parts[Math.floor(pick / size)])
    .then(function (response) { return response.ok ? response.json() : Promise.reject(response.status); })
    .then(function (urls) { location.replace(new URL(urls[pick % size], location.href).href); })
    .catch(function () { document.getElementById("random-going").hidden = true; });
})();
