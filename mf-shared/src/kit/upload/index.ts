// File fields: `UploadField` on antd's Upload for a form's files, `FileButton` (plain) for one file sent
// when chosen. Both check size and kind before sending, show progress and cancel when left.
export { UploadField, uploadResults, type SendFile, type UploadFieldProps } from './UploadField';
export { FileButton, type FileButtonProps } from './FileButton';
export { uploadProgress } from './uploadProgress';
export { checkFile, sizeLabel, tooLargeMessage, wrongTypeMessage, type UploadMessages } from './checkFile';
