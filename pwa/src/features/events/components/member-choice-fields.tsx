import { useTranslation } from 'react-i18next';
import { SchemaField } from '@/components/form/schema-field';
import type { SchemaFormKit } from '@/components/form/use-schema-form';
import { EXPERIENCE, GRADES } from '../member-registration-form.schema';

/** Grade (olympiad events only) and experience: drop-downs whose first, empty choice means "not given". */
export function MemberChoiceFields({ kit, withGrade }: { kit: SchemaFormKit; withGrade: boolean }) {
  const { t } = useTranslation('events');
  return (
    <>
      {withGrade && (
        <SchemaField
          kit={kit}
          name="grade"
          kind="select"
          label={t('member.form.grade')}
          options={[{ value: '', label: t('member.form.gradeChoose') }, ...GRADES.map((g) => ({ value: g, label: t(`member.grades.${g}`) }))]}
        />
      )}
      <SchemaField
        kit={kit}
        name="experience"
        kind="select"
        label={t('member.form.experience')}
        options={[{ value: '', label: t('member.form.experienceChoose') }, ...EXPERIENCE.map((x) => ({ value: x, label: t(`member.experiences.${x}`) }))]}
      />
    </>
  );
}
