// Starts the web app. On a page with a first paint of its own (the header and heading the server
// rendered) it waits until that is on screen, or 300 ms (a tab in the background does not paint).
// The modules are the entry first, then every chunk the entry and the page's route import,
// preloaded in parallel.
(function (modules, waitForPaint) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href, index) {
      var element = document.createElement(index === 0 ? 'script' : 'link');
      if (index === 0) {
        element.type = 'module';
        element.src = href;
      } else {
        element.rel = 'modulepreload';
        element.href = href;
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    });
  }
  if (!waitForPaint) {
    start();
    return;
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    start();
  }
  setTimeout(start, 300);
})(MODULES, WAIT_FOR_PAINT);
