import type { Registration, RegistrationStatus, TeamMember } from '../../../shared/schemas/registrations';
import { readJson } from '../lib/json-column';
import { toIso } from '../lib/time';
import type { RegistrationRow } from './registrations.repo';

export const presentRegistration = (r: RegistrationRow): Registration => ({
  id: r.id,
  eventId: r.event_id,
  userId: r.user_id ?? null,
  name: r.name,
  email: r.email,
  phone: r.phone ?? null,
  institution: r.institution ?? null,
  reason: r.reason ?? null,
  teamName: r.team_name ?? null,
  teamMembers: readJson<TeamMember[]>(r.team_members, []),
  customAnswers: readJson<Record<string, string | string[]>>(r.custom_answers, {}),
  participantName: r.participant_name ?? null,
  grade: r.grade ?? null,
  experience: r.experience ?? null,
  motivation: r.motivation ?? null,
  additionalInfo: r.additional_info ?? null,
  status: r.status as RegistrationStatus,
  registeredAt: toIso(r.registered_at)!,
});
