import { useRef } from 'react';
import { SUBTITLE_FILE_ACCEPT } from '../subtitle-file.ts';
import { Action } from './settings-menu-items.tsx';

/**
 * The captions menu's "Load a subtitle file" item: the file is read in the browser and never uploaded. A file
 * that cannot be read reports its message.
 */
export function OwnSubtitleFile({
  onFile,
  onError,
}: {
  onFile: (file: File) => Promise<void>;
  onError: (message: string | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Action menuKey="own-file" onClick={() => input.current?.click()}>
        Load a subtitle file (.srt, .vtt, .ass)
      </Action>
      <input
        ref={input}
        type="file"
        accept={SUBTITLE_FILE_ACCEPT}
        hidden
        data-testid="own-subtitle-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          onError(undefined);
          onFile(file).catch((error: unknown) =>
            onError(error instanceof Error ? error.message : String(error)),
          );
        }}
      />
    </>
  );
}
