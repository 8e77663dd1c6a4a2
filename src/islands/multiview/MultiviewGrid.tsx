import { useEffect, useRef, useState } from 'react';
import { MULTIVIEW_MAX, audioTileForKey, gridColumns, multiviewPath } from '../../domain/multiview';
import { attachEngine, type Engine } from '../player/engine';
import type { PlayerSource } from '../player/player-media';
import './multiview.css';

export interface MultiviewItem {
  mediaid: string;
  title: string;
  image: string;
  sources: PlayerSource[];
}

export interface MultiviewLabels {
  pickTitle: string;
  add: string;
  remove: string;
  sound: string;
  muted: string;
  soundHint: string;
  full: string;
  empty: string;
  unavailable: string;
}

/** One live stream of the grid: muted unless it has the sound; its quality follows its size (hls.js caps it). */
function Tile(props: {
  item: MultiviewItem;
  position: number;
  hasSound: boolean;
  labels: MultiviewLabels;
  onSound(): void;
  onRemove(): void;
}) {
  const { item, position, hasSound, labels } = props;
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let engine: Engine | undefined;
    let stopped = false;
    element.muted = true;
    void attachEngine(element, item.sources, { live: true, onFatalError: () => setFailed(true) }).then((attached) => {
      if (stopped) return attached.destroy();
      engine = attached;
      void element.play().catch(() => undefined);
    });
    return () => {
      stopped = true;
      engine?.destroy();
    };
  }, [item.mediaid]);

  useEffect(() => {
    if (video.current) video.current.muted = !hasSound;
  }, [hasSound]);

  return (
    <figure className={`multiview-tile${hasSound ? ' multiview-tile--sound' : ''}`}>
      <video
        ref={video}
        className="multiview-tile__video"
        poster={item.image}
        playsInline
        muted
        aria-label={item.title}
        onClick={props.onSound}
      />
      {failed && <p className="multiview-tile__error">{labels.unavailable}</p>}
      <figcaption className="multiview-tile__bar">
        <span className="multiview-tile__key" aria-hidden="true">
          {position + 1}
        </span>
        <span className="multiview-tile__title">{item.title}</span>
        <button type="button" className="multiview-tile__button" aria-pressed={hasSound} onClick={props.onSound}>
          {hasSound ? labels.sound : labels.muted}
          <span className="visually-hidden"> {item.title}</span>
        </button>
        <button type="button" className="multiview-tile__button" onClick={props.onRemove}>
          {labels.remove}
          <span className="visually-hidden"> {item.title}</span>
        </button>
      </figcaption>
    </figure>
  );
}

/**
 * `/multiview`: up to four live streams in one grid, one with sound (a click on a tile, or keys 1–4, moves it).
 * The picker adds the site's live channels and events; the address keeps the layout (`?ids=`) so it can be
 * shared.
 */
export default function MultiviewGrid(props: {
  catalog: MultiviewItem[];
  initialIds: string[];
  labels: MultiviewLabels;
}) {
  const { catalog, labels } = props;
  const [ids, setIds] = useState(props.initialIds);
  const [audio, setAudio] = useState<number | null>(null);
  const byId = new Map(catalog.map((item) => [item.mediaid, item]));
  const tiles = ids.flatMap((id) => byId.get(id) ?? []);

  useEffect(() => {
    const url = multiviewPath(ids);
    if (`${location.pathname}${location.search}` !== url) history.replaceState(history.state, '', url);
  }, [ids]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.altKey || event.ctrlKey || event.metaKey) return;
      const index = audioTileForKey(event.key, tiles.length);
      if (index !== null) setAudio(index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tiles.length]);

  const remove = (id: string) => {
    const index = ids.indexOf(id);
    setIds(ids.filter((other) => other !== id));
    if (audio === null) return;
    if (audio === index) setAudio(null);
    else if (audio > index) setAudio(audio - 1);
  };
  const add = (id: string) => setIds((current) => (current.length < MULTIVIEW_MAX ? [...current, id] : current));

  return (
    <div className="multiview">
      {tiles.length === 0 ? (
        <p className="multiview__empty">{labels.empty}</p>
      ) : (
        <>
          <p className="multiview__hint">{labels.soundHint}</p>
          <div
            className="multiview__grid"
            style={{ gridTemplateColumns: `repeat(${gridColumns(tiles.length)}, minmax(0, 1fr))` }}
          >
            {tiles.map((item, position) => (
              <Tile
                key={item.mediaid}
                item={item}
                position={position}
                hasSound={audio === position}
                labels={labels}
                onSound={() => setAudio(position)}
                onRemove={() => remove(item.mediaid)}
              />
            ))}
          </div>
        </>
      )}
      <section className="multiview__picker" aria-labelledby="multiview-pick">
        <h2 id="multiview-pick">{labels.pickTitle}</h2>
        {ids.length >= MULTIVIEW_MAX && <p className="multiview__hint">{labels.full}</p>}
        <ul className="multiview__choices">
          {catalog.map((item) => {
            const chosen = ids.includes(item.mediaid);
            return (
              <li key={item.mediaid}>
                <button
                  type="button"
                  className="multiview__choice"
                  aria-pressed={chosen}
                  disabled={!chosen && ids.length >= MULTIVIEW_MAX}
                  onClick={() => (chosen ? remove(item.mediaid) : add(item.mediaid))}
                >
                  <img src={item.image} alt="" width={160} height={90} loading="lazy" decoding="async" />
                  <span>{item.title}</span>
                  <span className="multiview__choice-action">{chosen ? labels.remove : labels.add}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
