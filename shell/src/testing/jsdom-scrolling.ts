// jsdom lays nothing out, so it cannot scroll: these stand in for the browser's scrolling (tests spy on them).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView = function scrollIntoView() {};
