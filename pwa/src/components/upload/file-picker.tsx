import { useTranslation } from 'react-i18next';
import './upload.i18n';

interface FilePickerProps {
  id: string;
  /** The id of the control's visible label (image-upload.tsx), read first in the input's name. */
  labelId: string;
  online: boolean;
  disabled?: boolean;
  onSelect: (file: File | undefined) => void;
}

/**
 * The file input, kept in the tab order but drawn as a 44 px button (its label). Offline it is
 * disabled and says that uploading needs a connection.
 */
export function FilePicker({ id, labelId, online, disabled, onSelect }: FilePickerProps) {
  const { t } = useTranslation('upload');
  const off = disabled || !online;
  const buttonId = `${id}-button`;
  return (
    <div className="flex">
      <input
        id={id}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={off}
        aria-labelledby={`${labelId} ${buttonId}`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = ''; // choosing the same file again (after Cancel) still counts
          onSelect(file);
        }}
      />
      <label
        id={buttonId}
        htmlFor={id}
        className={`btn btn-outline min-h-11 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${off ? 'btn-disabled' : ''}`}
      >
        {online ? t('select') : t('needsConnection')}
      </label>
    </div>
  );
}
