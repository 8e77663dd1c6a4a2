import { useEffect, useMemo, useRef, useState } from 'react';
import { guideLayout, gridWidth, scrollLeftFor, type GuideRange } from '../../domain/live-guide/geometry';
import {
  canWatchFromBeginning,
  liveProgram,
  programState,
  type EpgChannel,
  type EpgProgram,
} from '../../domain/live-guide/programs';
import { guideSearch, playbackMode, timeShiftedUrl, type PlaybackMode } from '../../domain/live-guide/selection';
import type { AccessModel } from '../../domain/access-model';
import type { ItemAccess } from '../../domain/entitlement';
import { getT, type Language } from '../../lib/i18n';
import Player from '../player/Player';
import type { PlayerMedia } from '../player/player-media';
import { withIslandBoundary } from '../shared/island-boundary';
import { DayPicker } from './DayPicker';
import { dayFormatter, timeFormatter } from './format';
import { GuideGrid } from './GuideGrid';
import './live-guide.css';

/**
 * The live guide island (spec 3 §2 "Live guide", §4): the player and the selected programme's details above a
 * horizontally scrolling channels × time grid with a now line, "jump to now" and a day picker. The server renders
 * all of it for the address's selection; the island adds selection in place (the address is rewritten so it
 * always names the active channel), scrolling, keyboard movement and a clock: every 5 s the now line moves and
 * programme states change; while nothing is chosen or a live programme is followed (not from its beginning),
 * the selection follows the live programme when it ends.
 */
export interface LiveGuideProps {
  guidePath: string;
  channels: EpgChannel[];
  players: Record<string, PlayerMedia>;
  /** Each channel's access rules: the player decides with them, as on a media page. */
  accesses: Record<string, ItemAccess>;
  accessModel: AccessModel;
  range: GuideRange;
  initial: { channelId: string; programId?: string; beginning: boolean; play: boolean };
  /** The server's clock and time zone when the HTML was made: the first render uses them. */
  serverNow: number;
  serverTimeZone: string;
  /** The stream can be time-shifted by `?start=&end=` (the local platform's live packager). */
  timeShift: boolean;
  language: Language;
  /** The site config's `enableCasting`, for the player. */
  casting?: boolean;
}

const TICK_MS = 5_000;

interface Selection {
  channelId: string;
  programId?: string;
  beginning: boolean;
  play: boolean;
}

function modeKey(mode: PlaybackMode): string {
  return mode.kind === 'live' ? 'live' : mode.kind === 'beginning' ? `b${mode.start}` : `c${mode.start}-${mode.end}`;
}

export function LiveGuide(props: LiveGuideProps) {
  const { channels, range, language } = props;
  const t = getT(language, 'player');
  const [now, setNow] = useState(props.serverNow);
  const [timeZone, setTimeZone] = useState<string | undefined>(props.serverTimeZone);
  const [selection, setSelection] = useState<Selection>(props.initial);
  const [focusKey, setFocusKey] = useState<string>();
  const scroller = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<{ scrollLeft: number; width: number } | undefined>();

  const channel = channels.find((candidate) => candidate.id === selection.channelId) ?? channels[0]!;
  const chosen = channel.programs.find((program) => program.id === selection.programId);
  const at = new Date(now);
  const state = chosen && programState(chosen, at, channel.catchupHours);
  const shown = chosen ?? liveProgram(channel.programs, at);
  // Without a time-shifting packager every selection plays the channel live; so does a paid channel, whose
  // signed sources come from the playback API rather than the page.
  const timeShift = props.timeShift && !props.players[channel.id]?.paid;
  const mode: PlaybackMode = timeShift
    ? playbackMode({ program: chosen, state, beginning: selection.beginning })
    : { kind: 'live' };
  const followed = useRef<string | undefined>(
    chosen && programState(chosen, new Date(props.serverNow), channel.catchupHours) === 'live' ? chosen.id : undefined,
  );
  const formatTime = useMemo(() => timeFormatter(language, timeZone), [language, timeZone]);
  const formatDay = useMemo(() => dayFormatter(language, timeZone), [language, timeZone]);

  useEffect(() => {
    setTimeZone(undefined);
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // Auto-update: a followed live programme that ended gives way to the one on now (not when from the beginning).
  useEffect(() => {
    if (chosen && state !== 'live' && !selection.beginning && chosen.id === followed.current) {
      followed.current = undefined;
      setSelection((current) => ({ ...current, programId: undefined }));
    }
  });
  // The address always names the active channel and the selection.
  useEffect(() => {
    const search = guideSearch(location.search, {
      channel,
      program: chosen,
      beginning: mode.kind === 'beginning',
      play: selection.play,
    });
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [channel, chosen, mode.kind, selection.play]);

  function jumpTo(time: number, behavior: ScrollBehavior = 'smooth') {
    const element = scroller.current;
    if (!element) return;
    const { sidebarWidth } = guideLayout(window.innerWidth);
    element.scrollTo({ left: scrollLeftFor(time, range, element.clientWidth - sidebarWidth), behavior });
  }

  useEffect(() => {
    jumpTo(chosen ? Date.parse(chosen.startTime) : Date.now(), 'instant');
    // Only on mount: later selections keep the viewer's scroll position.
  }, []);

  function select(target: EpgChannel, program?: EpgProgram, options: { beginning?: boolean; play?: boolean } = {}) {
    const live = program && programState(program, new Date(Date.now()), target.catchupHours) === 'live';
    followed.current = live ? program?.id : undefined;
    setSelection({
      channelId: target.id,
      programId: program?.id,
      beginning: options.beginning ?? false,
      play: options.play ?? selection.play,
    });
    document.getElementById('live-guide-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const basePlayer = props.players[channel.id]!;
  const key = modeKey(mode);
  const player = useMemo<PlayerMedia>(() => {
    const sources = basePlayer.sources.map((source) => ({ ...source, file: timeShiftedUrl(source.file, mode) }));
    const duration = mode.kind === 'catchup' ? Math.round((mode.end - mode.start) / 1000) : 0;
    const title = shown && mode.kind !== 'live' ? shown.title : basePlayer.title;
    return { ...basePlayer, sources, duration, title };
    // `key` stands for `mode`: a new object with the same meaning must not restart the player.
  }, [basePlayer, key]);

  const hrefFor = (target: EpgChannel, program?: EpgProgram) =>
    `${props.guidePath}${guideSearch('', { channel: target, program, beginning: false, play: false })}`;
  const statusText =
    mode.kind === 'beginning'
      ? t('guide.playing_from_start', { title: chosen?.title })
      : mode.kind === 'catchup'
        ? t('guide.playing_catchup', { title: chosen?.title })
        : t('guide.playing_live', { channel: channel.title });

  return (
    <div className="live-guide" style={{ '--guide-width': `${gridWidth(range)}px` } as React.CSSProperties}>
      <div className="live-guide__top container" id="live-guide-top">
        <div
          className="live-guide__player"
          data-mode={mode.kind}
          data-mode-start={mode.kind === 'live' ? undefined : new Date(mode.start).toISOString()}
        >
          <Player
            key={`${channel.id}:${key}`}
            media={player}
            autostart={selection.play}
            language={language}
            recordProgress={false}
            casting={props.casting}
            access={props.accesses[channel.id] && { item: props.accesses[channel.id]!, accessModel: props.accessModel }}
          />
          <p className="visually-hidden" aria-live="polite">
            {selection.play ? statusText : ''}
          </p>
        </div>
        <ProgramDetails
          channel={channel}
          program={shown}
          chosen={chosen !== undefined}
          now={at}
          mode={mode}
          timeShift={timeShift}
          formatTime={formatTime}
          t={t}
          onWatch={(options) => select(channel, shown, { ...options, play: true })}
        />
      </div>

      <div className="live-guide__toolbar container">
        <DayPicker
          days={range.days}
          now={now}
          timeZone={timeZone}
          formatDay={formatDay}
          view={view}
          range={range}
          t={t}
          onPick={(time) => jumpTo(time)}
        />
        <button
          type="button"
          className="button button--secondary live-guide__now-button"
          onClick={() => jumpTo(Date.now())}
        >
          {t('guide.jump_to_now')}
        </button>
      </div>

      <div
        className="live-guide__scroller"
        ref={scroller}
        onScroll={(event) => {
          const element = event.currentTarget;
          const width = element.clientWidth - guideLayout(window.innerWidth).sidebarWidth;
          setView({ scrollLeft: element.scrollLeft, width });
        }}
      >
        <GuideGrid
          channels={channels}
          range={range}
          now={now}
          activeChannelId={channel.id}
          selectedProgramId={chosen?.id}
          focusKey={focusKey}
          onFocusKey={setFocusKey}
          hrefFor={hrefFor}
          onSelect={(target, program) => select(target, program)}
          formatTime={formatTime}
          t={t}
        />
      </div>
    </div>
  );
}

interface DetailsProps {
  channel: EpgChannel;
  program?: EpgProgram;
  chosen: boolean;
  now: Date;
  mode: PlaybackMode;
  timeShift: boolean;
  formatTime(time: number): string;
  t: ReturnType<typeof getT>;
  onWatch(options: { beginning?: boolean }): void;
}

function ProgramDetails({ channel, program, chosen, now, mode, timeShift, formatTime, t, onWatch }: DetailsProps) {
  const state = program && programState(program, now, channel.catchupHours);
  const start = program && Date.parse(program.startTime);
  const end = program && Date.parse(program.endTime);
  return (
    <section className="live-guide__details" aria-labelledby="live-guide-title">
      <p className="live-guide__channel">
        {channel.channelLogoImage && <img src={channel.channelLogoImage} alt="" width="32" height="32" />}
        {channel.title}
      </p>
      <h1 id="live-guide-title" className="live-guide__title">
        {program?.title ?? channel.title}
      </h1>
      {program && state && (
        <p className="live-guide__meta">
          <span className={`guide-badge guide-badge--${state}`}>{t(`guide.state_${state}`)}</span>
          <span>
            {formatTime(start!)} – {formatTime(end!)}
          </span>
        </p>
      )}
      {!program && <p className="live-guide__meta">{t('guide.no_programs')}</p>}
      <p className="live-guide__description">{program?.description ?? channel.description}</p>
      <div className="live-guide__actions">
        {state === 'live' && timeShift && canWatchFromBeginning(program!, now, channel.catchupHours) && (
          <button
            type="button"
            className="button button--primary"
            aria-pressed={mode.kind === 'beginning'}
            onClick={() => onWatch({ beginning: true })}
          >
            {t('guide.from_beginning')}
          </button>
        )}
        {(state === 'live' || !program) && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={mode.kind === 'live'}
            onClick={() => onWatch({})}
          >
            {t('guide.watch_live')}
          </button>
        )}
        {state === 'catchup' && timeShift && chosen && (
          <button type="button" className="button button--primary" onClick={() => onWatch({})}>
            {t('guide.watch_catchup')}
          </button>
        )}
        {state === 'upcoming' && <p>{t('guide.starts_at', { time: formatTime(start!) })}</p>}
        {state === 'unavailable' && <p>{t('guide.no_longer_available')}</p>}
      </div>
    </section>
  );
}

export default withIslandBoundary(LiveGuide);
