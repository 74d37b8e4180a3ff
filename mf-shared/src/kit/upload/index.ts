// One file field on antd's Upload: checks size and kind before sending, shows progress, cancels
// on remove. The caller sends (its mutation hook), so the kit knows no endpoint.
export { UploadField, uploadResults, type SendFile, type UploadFieldProps } from './UploadField';
export { uploadProgress } from './uploadProgress';
export { checkFile, sizeLabel, tooLargeMessage, wrongTypeMessage, type UploadMessages } from './checkFile';
