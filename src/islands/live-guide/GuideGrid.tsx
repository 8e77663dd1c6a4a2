import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { TFunction } from 'i18next';
import {
  hourMarks,
  middleOf,
  moveInGrid,
  programBox,
  xForTime,
  type GuideKey,
  type GuideRange,
} from '../../domain/live-guide/geometry';
import { programState, type EpgChannel, type EpgProgram } from '../../domain/live-guide/programs';

/**
 * The channels × time grid (ARIA grid): one row per channel with its name as row header and a cell per
 * programme. One programme link is in the tab order (roving tabindex); arrow keys, Home and End move between
 * programmes, Enter (the link's own activation) selects. Links carry the guide address of the programme, so
 * the grid also works without JavaScript. A programme older than the catch-up window is no link (spec 3 §4).
 */
export interface GuideGridProps {
  channels: EpgChannel[];
  range: GuideRange;
  now: number;
  activeChannelId: string;
  selectedProgramId?: string;
  focusKey: string | undefined;
  onFocusKey(key: string): void;
  hrefFor(channel: EpgChannel, program?: EpgProgram): string;
  onSelect(channel: EpgChannel, program?: EpgProgram): void;
  formatTime(time: number): string;
  t: TFunction;
}

const KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];
export const programKey = (channel: EpgChannel, program: EpgProgram) => `${channel.id}|${program.id}`;

function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function GuideGrid(props: GuideGridProps) {
  const { channels, range, now, t, formatTime } = props;
  const gridRef = useRef<HTMLDivElement>(null);
  /** The time a run of up/down moves keeps to, and the programme that run last reached. */
  const verticalAnchor = useRef<{ key: string; time: number } | null>(null);
  const rows = channels.map((channel) =>
    channel.programs
      .map((program) => ({ program, box: programBox(program.startTime, program.endTime, range) }))
      .filter((entry): entry is { program: EpgProgram; box: { left: number; width: number } } => entry.box !== null),
  );

  // The roving tab stop: the focused programme, else the selected one, else what is on now in the active row.
  const keys = rows.flatMap((row, index) => row.map(({ program }) => programKey(channels[index]!, program)));
  const fallbackKey = (() => {
    const active = channels.findIndex((channel) => channel.id === props.activeChannelId);
    const row = rows[Math.max(0, active)] ?? [];
    const selected = row.find(({ program }) => program.id === props.selectedProgramId);
    const onNow = row.find(({ program }) => Date.parse(program.startTime) <= now && now < Date.parse(program.endTime));
    const pick = selected ?? onNow ?? row[0];
    return pick ? programKey(channels[Math.max(0, active)]!, pick.program) : keys[0];
  })();
  const tabKey = props.focusKey && keys.includes(props.focusKey) ? props.focusKey : fallbackKey;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!KEYS.includes(event.key)) return;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-program-key]');
    if (!target) return;
    const [row, column] = [Number(target.dataset.row), Number(target.dataset.column)];
    const spans = rows.map((row) =>
      row.map(({ program }) => ({ start: Date.parse(program.startTime), end: Date.parse(program.endTime) })),
    );
    const key = event.key as GuideKey;
    const from = spans[row]?.[column];
    // Up and down keep to the time their run started from, while focus stays where that run left it.
    const run = verticalAnchor.current?.key === target.dataset.programKey ? verticalAnchor.current : null;
    const anchor = run?.time ?? (from ? middleOf(from) : undefined);
    const [nextRow, nextColumn] = moveInGrid(spans, row, column, key, anchor);
    event.preventDefault();
    const next = rows[nextRow]?.[nextColumn];
    if (!next) return;
    const nextKey = programKey(channels[nextRow]!, next.program);
    const vertical = key === 'ArrowUp' || key === 'ArrowDown';
    verticalAnchor.current = vertical && anchor !== undefined ? { key: nextKey, time: anchor } : null;
    props.onFocusKey(nextKey);
    const element = gridRef.current?.querySelector<HTMLElement>(`[data-program-key="${CSS.escape(nextKey)}"]`);
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }

  const nowX = xForTime(now, range);
  return (
    <div
      className="guide-grid"
      role="grid"
      aria-label={t('guide.label')}
      aria-rowcount={channels.length + 1}
      ref={gridRef}
      onKeyDown={onKeyDown}
    >
      <div className="guide-grid__ruler" role="row" aria-rowindex={1}>
        <div className="guide-grid__corner" role="columnheader">
          <span className="guide-grid__corner-text">{t('guide.channels')}</span>
        </div>
        <div className="guide-grid__marks" aria-hidden="true">
          {hourMarks(range).map((mark) => (
            <span key={mark} className="guide-grid__mark" style={{ left: xForTime(mark, range) }}>
              {formatTime(mark)}
            </span>
          ))}
        </div>
      </div>
      {channels.map((channel, rowIndex) => {
        const active = channel.id === props.activeChannelId;
        return (
          <div
            key={channel.id}
            className="guide-grid__row"
            role="row"
            aria-rowindex={rowIndex + 2}
            data-active={active || undefined}
          >
            <div className="guide-grid__channel" role="rowheader">
              <a
                href={props.hrefFor(channel)}
                aria-current={active && !props.selectedProgramId ? 'true' : undefined}
                tabIndex={-1}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  props.onSelect(channel);
                }}
              >
                {channel.channelLogoImage ? (
                  <img src={channel.channelLogoImage} alt="" width="48" height="48" loading="lazy" decoding="async" />
                ) : null}
                <span className="guide-grid__channel-name">{channel.title}</span>
              </a>
            </div>
            <div className="guide-grid__programs" role="presentation">
              {rows[rowIndex]!.length === 0 && (
                <div role="gridcell" className="guide-grid__empty">
                  {t('guide.no_programs')}
                </div>
              )}
              {rows[rowIndex]!.map(({ program, box }, column) => {
                const state = programState(program, new Date(now), channel.catchupHours);
                const key = programKey(channel, program);
                const selected = active && program.id === props.selectedProgramId;
                const time = `${formatTime(Date.parse(program.startTime))} – ${formatTime(Date.parse(program.endTime))}`;
                const cellProps = {
                  'data-program-key': key,
                  'data-row': rowIndex,
                  'data-column': column,
                  'data-state': state,
                  tabIndex: key === tabKey ? 0 : -1,
                  onFocus: () => props.onFocusKey(key),
                };
                // The visible text is the accessible name; hidden commas and the state complete it.
                const content = (
                  <>
                    <span className="guide-program__title">{program.title}</span>
                    <span className="visually-hidden">, </span>
                    <span className="guide-program__time">{time}</span>
                    <span className="visually-hidden">, </span>
                    <span
                      className={state === 'live' || state === 'catchup' ? 'guide-program__state' : 'visually-hidden'}
                    >
                      {t(`guide.state_${state}`)}
                    </span>
                  </>
                );
                return (
                  <div
                    key={program.id}
                    role="gridcell"
                    className="guide-grid__cell"
                    style={{ left: box.left, width: box.width }}
                    aria-selected={selected}
                  >
                    {state === 'unavailable' ? (
                      // Older than the catch-up window: nothing to play or open, so no link, yet still reachable
                      // by the arrow keys (focusable, announced as disabled).
                      <span
                        className="guide-program guide-program--unavailable"
                        aria-disabled="true"
                        {...cellProps}
                      >
                        {content}
                      </span>
                    ) : (
                      <a
                        href={props.hrefFor(channel, program)}
                        className={`guide-program guide-program--${state}`}
                        aria-current={selected ? 'true' : undefined}
                        {...cellProps}
                        onClick={(event) => {
                          if (!plainClick(event)) return;
                          event.preventDefault();
                          props.onSelect(channel, program);
                        }}
                      >
                        {content}
                      </a>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
      <div className="guide-grid__now" style={{ left: nowX }} aria-hidden="true" data-now={new Date(now).toISOString()}>
        <span>{t('guide.now')}</span>
      </div>
    </div>
  );
}
