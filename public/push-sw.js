/* global importScripts */
// The push worker of issue 11, now part of the site's one service worker. Browsers that registered this path before
// run that worker until a page of the site registers /region-sw-4.js in its place (same scope, same push subscription).
importScripts('/region-sw-4.js');
