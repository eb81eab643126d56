/** The home page's door to its data: the five mirrored lists its previews read. */
import { useMirroredList } from '@/lib/mirror';

export const useHomeProjects = () => useMirroredList('projects');
export const useHomeEvents = () => useMirroredList('events');
export const useHomeNews = () => useMirroredList('news');
export const useHomeMembers = () => useMirroredList('members');
export const useHomeGallery = () => useMirroredList('gallery');
