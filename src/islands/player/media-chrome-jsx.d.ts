import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/**
 * JSX typing for the media-chrome custom elements the player renders. Their configuration is plain HTML
 * attributes (lower-case names, string values), which React 19 passes through to custom elements.
 */
type ChromeElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  class?: string;
  [attribute: `${string}`]: unknown;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': ChromeElement;
      'media-control-bar': ChromeElement;
      'media-play-button': ChromeElement;
      'media-mute-button': ChromeElement;
      'media-volume-range': ChromeElement;
      'media-time-range': ChromeElement;
      'media-time-display': ChromeElement;
      'media-seek-backward-button': ChromeElement;
      'media-seek-forward-button': ChromeElement;
      'media-captions-menu': ChromeElement;
      'media-captions-menu-button': ChromeElement;
      'media-playback-rate-menu': ChromeElement;
      'media-playback-rate-menu-button': ChromeElement;
      'media-pip-button': ChromeElement;
      'media-fullscreen-button': ChromeElement;
      'media-live-button': ChromeElement;
      'media-loading-indicator': ChromeElement;
    }
  }
}
