import { useState } from 'react';
import { PLAYER_MESSAGES } from './player-messages.ts';

export interface TPictureInPicture {
  /** Opens picture-in-picture, or closes it when open. */
  toggle: () => Promise<void>;
  /** Said where the browser has no picture-in-picture. */
  notice: string | undefined;
}

/** Picture-in-picture of the video, and the notice shown where the browser refuses it. */
export function usePictureInPicture(video: HTMLVideoElement | null): TPictureInPicture {
  const [notice, setNotice] = useState<string>();
  const toggle = async () => {
    try {
      if (document.pictureInPictureElement) await document.exitPictureInPicture();
      else if (video && document.pictureInPictureEnabled && !video.disablePictureInPicture) {
        await video.requestPictureInPicture();
      } else setNotice(PLAYER_MESSAGES.pipUnavailable);
    } catch {
      setNotice(PLAYER_MESSAGES.pipUnavailable);
    }
  };
  return { toggle, notice };
}
