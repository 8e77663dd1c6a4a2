import type { TFunction } from 'i18next';
import type { AirplayControl } from './use-airplay';
import type { CastControl } from './use-cast';

/** The Cast and AirPlay buttons of the control bar; each renders only while its kind of device is available. */
export function RemoteButtons({ cast, airplay, t }: { cast: CastControl; airplay: AirplayControl; t: TFunction }) {
  return (
    <>
      {airplay.available && (
        <button type="button" className="player__remote" aria-label={t('cast.airplay')} onClick={airplay.pick}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M7 17H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-3"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M12 14.5 17 20.5H7Z" fill="currentColor" />
          </svg>
        </button>
      )}
      {cast.available && (
        <button
          type="button"
          className="player__remote"
          aria-label={cast.device ? t('cast.stop') : t('cast.start')}
          onClick={cast.toggle}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M3 8V6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-6" />
              <path d="M3 12a7 7 0 0 1 7 7M3 16a3 3 0 0 1 3 3" />
            </g>
            <circle cx="3.5" cy="19" r="1.25" fill="currentColor" />
            {cast.device && <path d="M6 8h12v8h-3.5A10 10 0 0 0 6 9Z" fill="currentColor" />}
          </svg>
        </button>
      )}
    </>
  );
}

/** Over the stage while the media plays on a Cast device. */
export function CastingNotice({ device, t }: { device: string; t: TFunction }) {
  return (
    <div className="player__overlay player__overlay--casting" role="status">
      <p className="player__overlay-title">{t('cast.casting_to', { device })}</p>
    </div>
  );
}
