import type { TFunction } from 'i18next';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { SEEK_STEP_SECONDS } from './keyboard';

/**
 * media-chrome labels its controls (tooltips, aria-labels) from its own English phrase keys. We hand it our
 * translations from `player.json` (`chrome.*`) so the controls speak the page's language.
 * Its `{name}` placeholders are kept as-is: i18next only interpolates `{{name}}`.
 */
const phraseKeys: Record<string, string> = {
  Play: 'play',
  play: 'play',
  Pause: 'pause',
  pause: 'pause',
  Mute: 'mute',
  mute: 'mute',
  Unmute: 'unmute',
  unmute: 'unmute',
  volume: 'volume',
  seek: 'seek',
  'seek back {seekOffset} seconds': 'seek_back',
  'seek forward {seekOffset} seconds': 'seek_forward',
  'Seek backward': 'seek_back',
  'Seek forward': 'seek_forward',
  Captions: 'captions',
  'closed captions': 'captions',
  'Enable captions': 'captions_on',
  'Disable captions': 'captions_off',
  Off: 'off',
  'Playback rate': 'playback_rate',
  'current playback rate': 'playback_rate',
  'Playback rate {playbackRate}': 'playback_rate_value',
  'Enter fullscreen mode': 'fullscreen_enter',
  'enter fullscreen mode': 'fullscreen_enter',
  'Exit fullscreen mode': 'fullscreen_exit',
  'exit fullscreen mode': 'fullscreen_exit',
  'Enter picture in picture mode': 'pip_enter',
  'enter picture in picture mode': 'pip_enter',
  'Exit picture in picture mode': 'pip_exit',
  'exit picture in picture mode': 'pip_exit',
  live: 'live',
  'seek to live': 'seek_to_live',
  'playing live': 'playing_live',
  'video player': 'video_player',
  'media loading': 'loading',
  'playback time': 'playback_time',
  '{currentTime} of {totalTime}': 'time_of',
  '{time} remaining': 'time_remaining',
  'video not loaded, unknown time.': 'time_unknown',
  'chapter: {chapterName}': 'chapter',
  Settings: 'settings',
  settings: 'settings',
  Auto: 'auto',
  hour: 'hour',
  hours: 'hours',
  minute: 'minute',
  minutes: 'minutes',
  second: 'second',
  seconds: 'seconds',
};

export function applyChromeTranslations(language: string, t: TFunction): void {
  const dictionary: Record<string, string> = {};
  for (const [phrase, key] of Object.entries(phraseKeys)) {
    // The "Seek backward" tooltips have no placeholder, so their number is filled in here (the step is 10 s).
    dictionary[phrase] = t(`chrome.${key}`).replace('{seekOffset}', String(SEEK_STEP_SECONDS));
  }
  addTranslation(language, dictionary);
  setLanguage(language);
}
