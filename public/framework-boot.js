/*
 * Loads Next.js's framework scripts once the page's first frame is on screen (see README, "How pages load").
 * Next names this file as its bootstrap script, with the chunk list in the URL fragment; the patch that makes it do
 * so is scripts/patches/defer-framework-scripts.mjs. Until the scripts run, the page works as plain HTML.
 */
(function () {
  var me = document.currentScript;
  var list = me && me.src.split("#")[1];
  if (!list) return;
  var urls = list.split(",").map(decodeURIComponent).filter(function (url) {
    return url.charAt(0) === "/" && url.charAt(1) !== "/"; // our own origin only
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < urls.length; i++) {
      var script = document.createElement("script");
      // The same src attribute Next writes: its runtime looks chunks up by it.
      script.setAttribute("src", urls[i]);
      // In list order, each in a task of its own: the framework starts in the last, small one (Next's runtime), not in
      // the task that also finishes compiling React (docs/performance.md, "Compile hints").
      script.async = false;
      document.head.appendChild(script);
    }
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf("paint") < 0) return start();
  // The paint entry is reported once the frame has been presented, not merely drawn.
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName("first-contentful-paint").length) {
      observer.disconnect();
      start();
    }
  }).observe({ type: "paint", buffered: true });
  // A tab opened in the background paints nothing until it is shown: load anyway after a while.
  setTimeout(start, 3000);
})();
