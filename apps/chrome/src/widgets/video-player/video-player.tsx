import type { WidgetProps } from '@ctb/shared/runtime';
import type { VideoPlayerConfig } from './config-schema';
import { NativePlayer } from './native-player';
import { PlatformPlayer } from './platform-player';
import styles from './video-player.module.css';

/** A video of the site's own or of YouTube/Vimeo, behind the external-media consent. */
export function VideoPlayer({ config }: WidgetProps<VideoPlayerConfig>) {
  const { video, title, poster, loop, muted } = config;
  return (
    <figure className={styles.figure}>
      {video.type === 'native' ? (
        <NativePlayer title={title} poster={poster} video={video} loop={loop} muted={muted} />
      ) : (
        <PlatformPlayer title={title} poster={poster} video={video} loop={loop} muted={muted} />
      )}
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
