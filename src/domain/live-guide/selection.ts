import { canWatchFromBeginning, programState, type EpgChannel, type EpgProgram, type ProgramState } from './programs';

/**
 * What the guide's address selects (spec 3 §2 "Live guide": `channel`, `start`, `end`, `beginning`, `play`) and
 * how it plays. The address always names the active channel: an unknown or missing channel becomes the first
 * one; a programme that the channel does not have (by `start`, and `end` when given) is dropped, as is
 * `beginning=1` where watching from the beginning is not possible. Pure.
 */
export interface GuideQuery {
  channel?: string | null;
  start?: string | null;
  end?: string | null;
  beginning?: string | null;
  play?: string | null;
}

/** live: the channel's live edge; beginning: the running programme from its start; catchup: an ended one. */
export type PlaybackMode =
  { kind: 'live' } | { kind: 'beginning'; start: number } | { kind: 'catchup'; start: number; end: number };

export interface GuideSelection {
  channel: EpgChannel;
  program?: EpgProgram;
  state?: ProgramState;
  beginning: boolean;
  play: boolean;
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

export function resolveSelection(channels: readonly EpgChannel[], query: GuideQuery, now: Date): GuideSelection | null {
  const channel = channels.find((candidate) => candidate.id === query.channel) ?? channels[0];
  if (!channel) return null;
  const { start, end } = query;
  const program = start
    ? channel.programs.find(
        (candidate) => sameInstant(candidate.startTime, start) && (!end || sameInstant(candidate.endTime, end)),
      )
    : undefined;
  const beginning =
    query.beginning === '1' && program !== undefined && canWatchFromBeginning(program, now, channel.catchupHours);
  return {
    channel,
    program,
    state: program && programState(program, now, channel.catchupHours),
    beginning,
    play: query.play === '1',
  };
}

/** The guide's own parameters for a selection, in a stable order (other parameters are kept by the caller). */
export function selectionParams(
  selection: Pick<GuideSelection, 'channel' | 'program' | 'beginning' | 'play'>,
): [string, string][] {
  const params: [string, string][] = [['channel', selection.channel.id]];
  if (selection.program) params.push(['start', selection.program.startTime], ['end', selection.program.endTime]);
  if (selection.beginning) params.push(['beginning', '1']);
  if (selection.play) params.push(['play', '1']);
  return params;
}

export const GUIDE_PARAMS = ['channel', 'start', 'end', 'beginning', 'play'] as const;

/** `search` with the guide's parameters replaced by the selection's. */
export function guideSearch(search: string, selection: Parameters<typeof selectionParams>[0]): string {
  const params = new URLSearchParams(search);
  for (const name of GUIDE_PARAMS) params.delete(name);
  for (const [name, value] of selectionParams(selection)) params.set(name, value);
  return `?${params.toString()}`;
}

/** How the selection plays: a programme in catch-up replays from start to end; `beginning` from its start. */
export function playbackMode(selection: Pick<GuideSelection, 'program' | 'state' | 'beginning'>): PlaybackMode {
  const { program, state } = selection;
  if (program && state === 'catchup') {
    return { kind: 'catchup', start: Date.parse(program.startTime), end: Date.parse(program.endTime) };
  }
  if (program && state === 'live' && selection.beginning)
    return { kind: 'beginning', start: Date.parse(program.startTime) };
  return { kind: 'live' };
}

/**
 * The stream address of a mode, for packagers that cut time-shifted playlists by query (`start` and `end` in
 * epoch seconds, as the demo's live packager does): from the beginning is a growing (EVENT) playlist from the
 * programme's start, catch-up a finished (VOD) one of the programme.
 */
export function timeShiftedUrl(file: string, mode: PlaybackMode): string {
  if (mode.kind === 'live') return file;
  const [path, query = ''] = file.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('start', String(Math.floor(mode.start / 1000)));
  if (mode.kind === 'catchup') params.set('end', String(Math.ceil(mode.end / 1000)));
  return `${path}?${params.toString()}`;
}
