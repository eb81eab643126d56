/** Namespace 'upload': the reusable image upload control (signed-in-areas.md §2, §5, §8, §9), merged in when that control's chunk loads (components/upload/upload.i18n.ts): the home page's first load does not carry it. */
export default {
  select: 'Select image',
  /** On the disabled select button while the device is offline. */
  needsConnection: 'Uploading an image needs an internet connection',
  tooLarge: {
    title: 'File too large',
    text: 'Please select a file smaller than {{n}}MB',
  },
  crop: {
    imageAlt: 'The selected image, to crop',
    hint: 'Drag the frame, or move it with the arrow keys: 1 step, 10 with Shift, 100 with Ctrl or Cmd.',
    upload: 'Upload',
    cancel: 'Cancel',
    failedTitle: 'Crop failed',
    failedText: 'Please try again',
    noCanvas: 'This browser cannot draw the image',
    notEncoded: 'The cropped image could not be saved',
    aria: {
      cropArea: 'Use the arrow keys to move the crop selection area',
      nwDragHandle: 'Use the arrow keys to move the north west drag handle to change the crop selection area',
      nDragHandle: 'Use the up and down arrow keys to move the north drag handle to change the crop selection area',
      neDragHandle: 'Use the arrow keys to move the north east drag handle to change the crop selection area',
      eDragHandle: 'Use the left and right arrow keys to move the east drag handle to change the crop selection area',
      seDragHandle: 'Use the arrow keys to move the south east drag handle to change the crop selection area',
      sDragHandle: 'Use the up and down arrow keys to move the south drag handle to change the crop selection area',
      swDragHandle: 'Use the arrow keys to move the south west drag handle to change the crop selection area',
      wDragHandle: 'Use the left and right arrow keys to move the west drag handle to change the crop selection area',
    },
  },
  progress: {
    label: 'Upload progress',
    percent: 'Uploading... {{percent}}%',
  },
  success: {
    title: 'Success',
    text: 'File uploaded successfully',
  },
  failure: {
    title: 'Upload failed',
    text: 'Please try again',
  },
  preview: {
    alt: '{{label}}: the uploaded image',
    unavailable: 'The image could not be shown',
    clear: 'Clear',
  },
};
