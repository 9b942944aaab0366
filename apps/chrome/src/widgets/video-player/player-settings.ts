/** The player's defaults (SPEC): volume 0.5, seek step 5 s, volume step 0.1. */
export const PLAYER_DEFAULTS = { volume: 0.5, seekStep: 5, volumeStep: 0.1 } as const;

/** `m:ss` (or `h:mm:ss`) of a number of seconds. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The volume one step up or down, kept within 0..1 and to one decimal. */
export function stepVolume(volume: number, direction: 1 | -1): number {
  return Math.round(clamp(volume + direction * PLAYER_DEFAULTS.volumeStep, 0, 1) * 10) / 10;
}

/** The position one seek step forward or back, kept within the video. */
export function stepTime(time: number, duration: number, direction: 1 | -1): number {
  const end = Number.isFinite(duration) ? duration : time + PLAYER_DEFAULTS.seekStep;
  return clamp(time + direction * PLAYER_DEFAULTS.seekStep, 0, end);
}

/** The platform's player address: YouTube's no-cookie host, Vimeo with Do Not Track. */
export function platformPlayerUrl(
  video: { type: 'youtube' | 'vimeo'; id: string },
  settings: { loop: boolean; muted: boolean; language: string },
): string {
  if (video.type === 'youtube') {
    const url = new URL(`https://www.youtube-nocookie.com/embed/${video.id}`);
    url.searchParams.set('autoplay', '1');
    url.searchParams.set('rel', '0');
    url.searchParams.set('playsinline', '1');
    url.searchParams.set('hl', settings.language);
    url.searchParams.set('enablejsapi', '1');
    url.searchParams.set('origin', window.location.origin);
    if (settings.loop) {
      url.searchParams.set('loop', '1');
      url.searchParams.set('playlist', video.id);
    }
    if (settings.muted) url.searchParams.set('mute', '1');
    return url.href;
  }
  const url = new URL(`https://player.vimeo.com/video/${video.id}`);
  url.searchParams.set('dnt', '1');
  url.searchParams.set('autoplay', '1');
  if (settings.loop) url.searchParams.set('loop', '1');
  if (settings.muted) url.searchParams.set('muted', '1');
  return url.href;
}
