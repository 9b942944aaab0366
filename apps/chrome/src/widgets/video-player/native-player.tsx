import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { NativeVideo } from './config-schema';
import { formatTime, PLAYER_DEFAULTS, stepTime, stepVolume } from './player-settings';
import styles from './video-player.module.css';

/** Shows or hides the video's captions track (the browser draws it). */
function showCaptions(element: HTMLVideoElement | null, shown: boolean): void {
  const track = element?.textTracks[0];
  if (track) track.mode = shown ? 'showing' : 'hidden';
}

export interface NativePlayerProps {
  title: string;
  poster: string;
  video: NativeVideo;
  loop: boolean;
  muted: boolean;
}

/**
 * The site's own video with controls of ours (named buttons and sliders, in the page language):
 * volume 0.5 to begin with, 5 s per seek step, 0.1 per volume step; never starts by itself.
 * Keys while the focus is in the player: Space/K, ←/→, ↑/↓, M, F (and C with captions).
 */
export function NativePlayer({ title, poster, video, loop, muted: startMuted }: NativePlayerProps) {
  const intl = useIntl();
  const player = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const keysId = useId();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState<number>(PLAYER_DEFAULTS.volume);
  const [muted, setMuted] = useState(startMuted);
  const [captions, setCaptions] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `chrome.videoPlayer.${id}` }, values);

  useEffect(() => {
    const element = player.current;
    if (!element) return;
    element.volume = volume;
    element.muted = muted;
  }, [volume, muted]);

  useEffect(() => showCaptions(player.current, captions), [captions]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const togglePlay = () => {
    const element = player.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => setPlaying(false));
    else element.pause();
  };
  const seek = (to: number) => {
    const element = player.current;
    if (element) element.currentTime = to;
    setTime(to);
  };
  // A step starts from where the video really is: the state follows it only on the next
  // timeupdate, and a key pressed right after a seek or before the metadata would step from there.
  const seekBy = (direction: 1 | -1) => {
    const element = player.current;
    if (!element) return;
    seek(stepTime(element.currentTime, element.duration, direction));
  };
  const changeVolume = (to: number) => {
    setVolume(to);
    setMuted(to === 0);
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onSlider = event.target instanceof HTMLInputElement;
    const onButton = event.target instanceof HTMLButtonElement;
    const actions: Record<string, (() => void) | undefined> = {
      ' ': onButton ? undefined : togglePlay,
      k: togglePlay,
      ArrowLeft: onSlider ? undefined : () => seekBy(-1),
      ArrowRight: onSlider ? undefined : () => seekBy(1),
      ArrowUp: onSlider ? undefined : () => changeVolume(stepVolume(muted ? 0 : volume, 1)),
      ArrowDown: onSlider ? undefined : () => changeVolume(stepVolume(volume, -1)),
      m: () => setMuted((was) => !was),
      f: toggleFullscreen,
      c: video.captions ? () => setCaptions((was) => !was) : undefined,
    };
    const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div
      ref={frame}
      className={styles.player}
      role="group"
      aria-label={text('player', { title })}
      aria-describedby={keysId}
      onKeyDown={onKeyDown}
    >
      <video
        ref={player}
        className={styles.video}
        poster={poster}
        loop={loop}
        muted={startMuted}
        playsInline
        preload="metadata"
        onClick={togglePlay}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {video.captions && (
          <track
            kind="captions"
            src={video.captions.src}
            srcLang={video.captions.language}
            label={video.captions.label}
          />
        )}
      </video>
      <p id={keysId} className={styles.visuallyHidden}>
        {text('keys')}
      </p>
      <div className={styles.controls}>
        <button
          type="button"
          className={`${styles.button} ${playing ? styles.pauseIcon : styles.playIcon}`}
          aria-label={text(playing ? 'pause' : 'play')}
          onClick={togglePlay}
        />
        <input
          type="range"
          className={styles.seek}
          aria-label={text('position')}
          aria-valuetext={text('positionText', {
            current: formatTime(time),
            duration: formatTime(duration),
          })}
          min={0}
          max={Number.isFinite(duration) && duration > 0 ? duration : 0}
          step={PLAYER_DEFAULTS.seekStep}
          value={time}
          onChange={(event) => seek(Number(event.currentTarget.value))}
        />
        <span className={styles.time} aria-hidden="true">
          {formatTime(time)} / {formatTime(duration)}
        </span>
        <button
          type="button"
          className={`${styles.button} ${muted ? styles.mutedIcon : styles.soundIcon}`}
          aria-label={text(muted ? 'unmute' : 'mute')}
          aria-pressed={muted}
          onClick={() => setMuted((was) => !was)}
        />
        <input
          type="range"
          className={styles.volume}
          aria-label={text('volume')}
          aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)} %`}
          min={0}
          max={1}
          step={PLAYER_DEFAULTS.volumeStep}
          value={muted ? 0 : volume}
          onChange={(event) => changeVolume(Number(event.currentTarget.value))}
        />
        {video.captions && (
          <button
            type="button"
            className={`${styles.button} ${styles.captionsIcon}`}
            aria-label={text(captions ? 'captionsOff' : 'captionsOn')}
            aria-pressed={captions}
            onClick={() => setCaptions((was) => !was)}
          />
        )}
        <button
          type="button"
          className={`${styles.button} ${styles.fullscreenIcon}`}
          aria-label={text(fullscreen ? 'exitFullscreen' : 'fullscreen')}
          onClick={toggleFullscreen}
        />
      </div>
    </div>
  );
}
