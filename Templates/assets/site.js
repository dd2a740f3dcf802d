// Every page: "/" focuses the search box, or opens the search page where there is none.
document.addEventListener("keydown", function (event) {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
  var target = event.target;
  if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
  event.preventDefault();
  var box = document.getElementById("search-box");
  if (box) { box.focus(); box.select(); return; }
  var link = document.getElementById("site-search");
  if (link) location.href = link.href;
});
