/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Correlates log lines of one request; also sent back as `x-request-id`. */
    requestId: string;
    /** Active language (one of the enabled LANGUAGES). */
    language: import('./lib/i18n').Language;
    /** Validated site configuration for this request (default source, or an allowed `app-config`). */
    siteConfig: import('./domain/site-config').SiteConfig;
    /** The config source actually used (8-character id or URL). */
    configSource: string;
    /** The `app-config` the request asked for and got: the page's links keep it (http/keep-app-config.ts). */
    chosenConfigSource?: string;
    /** A draft preview (valid preview cookie): drafts are shown, with the preview bar, and nothing is cached. */
    preview: boolean;
    /** The use-cases pages call, built once by the composition root (src/server/composition/use-cases.ts). */
    useCases: import('./server/composition/use-cases').UseCases;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates when the viewer can have watch lists (src/client-directives/lists.ts). */
    'client:lists'?: boolean;
    /**
     * Hydrates on the viewer's first interaction (in the island, or in the elements the value selects), or on idle
     * for a viewer with state (src/client-directives/intent.ts).
     */
    'client:intent'?: boolean | string;
    /** A live event's player: as `client:intent`, and when the event's status changes (src/client-directives/live.ts). */
    'client:live'?: import('./client-directives/live').LiveOptions;
    /** A player whose stream starts before it, for a guest (src/client-directives/quick.ts). */
    'client:quick'?: boolean;
  }
}
