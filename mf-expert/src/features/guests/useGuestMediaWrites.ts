import type { GuestMediaWrites } from 'mf-shared/entities/guest';
import {
  useAddGuestAvatar,
  useAddGuestImage,
  useAddGuestVideo,
  useRemoveGuestAvatar,
  useRemoveGuestImage,
  useRemoveGuestVideo,
} from '../../lib/guests';

/** The media editor's writes for the guest `id` (step 2 and the media tab). */
export function useGuestMediaWrites(id: number): GuestMediaWrites {
  const uploadAvatar = useAddGuestAvatar(id);
  const removeAvatar = useRemoveGuestAvatar(id);
  const addImage = useAddGuestImage(id);
  const removeImage = useRemoveGuestImage(id);
  const addVideo = useAddGuestVideo(id);
  const removeVideo = useRemoveGuestVideo(id);
  return {
    uploadAvatar: uploadAvatar.mutateAsync,
    removeAvatar: () => removeAvatar.mutateAsync(undefined),
    addImage: addImage.mutateAsync,
    removeImage: removeImage.mutateAsync,
    addVideo: addVideo.mutateAsync,
    removeVideo: removeVideo.mutateAsync,
  };
}
