/** Content as the server presents it, for the content manager's tests. */
const when = '2026-03-01T10:00:00.000Z';
const common = { createdAt: when, updatedAt: when, createdBy: 1, approvedBy: null };

export const project = (over: Record<string, unknown> = {}) => ({
  id: 1, title: 'Solar lamps', description: 'Lamps for 40 homes', imageUrl: null, status: 'pending', category: 'environment', completedAt: null, ...common, ...over,
});
export const article = (over: Record<string, unknown> = {}) => ({
  id: 1, title: 'We planted trees', content: 'Words', excerpt: null, category: 'Update', author: 'Admin', status: 'published', imageUrl: null, coverImageUrl: null,
  images: [], readCount: 0, estimatedReadTime: 1, publishedAt: when, ...common, ...over,
});
export const image = (over: Record<string, unknown> = {}) => ({
  id: 1, title: 'River clean-up', description: null, imageUrl: '/uploads/river.jpg', category: 'general', status: 'approved', ...common, ...over,
});
export const clubEvent = (over: Record<string, unknown> = {}) => ({
  id: 1, title: 'Olympiad', description: 'Maths', date: '2026-04-01', time: '9:00 AM', location: 'College', category: 'olympiad', status: 'upcoming',
  registrationRequired: true, requiresRegistration: true, teamEvent: false, maxParticipants: 200, registeredCount: 3, eligibility: null, prizes: null,
  contactInfo: null, urgency: null, imageUrl: null, customQuestions: [], ...common, ...over,
});
export const registration = (over: Record<string, unknown> = {}) => ({
  id: 1, eventId: 1, userId: null, name: 'Rafi Ahmed', email: 'rafi@example.org', phone: '+8801700000000', institution: null, reason: 'To learn more things',
  teamName: null, teamMembers: [], customAnswers: {}, participantName: null, grade: null, experience: null, motivation: null, additionalInfo: null,
  status: 'pending', registeredAt: when, orphanAnswers: [], ...over,
});
