/* global window, location */
// A stand-in for an analytics tag, declared in the demo CMS settings under the "analytics" consent category: the
// site loads it only after the viewer allowed analytics. It counts the page views it saw, so a test or an
// operator can tell whether (and how often) it ran.
window.demoAnalytics = { pageViews: (window.demoAnalytics?.pageViews ?? 0) + 1, path: location.pathname };
