import type { StudentOnThisBrowser, StudentProfile } from '@chapterhouse/shared';
import { type RefObject, useEffect, useState } from 'react';
import { apiPaths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

/**
 * The student signed in on this browser (decision 017), asked once the form is live: the form
 * then registers their proven address and fills in the name they gave last, if the field is
 * still empty. Nobody, or no answer: the form asks as it always does.
 */
export function useStudentOnThisBrowser(formRef: RefObject<HTMLFormElement | null>) {
  const [student, setStudent] = useState<StudentProfile | null>(null);
  useEffect(() => {
    let live = true;
    apiRequest<StudentOnThisBrowser>(apiPaths.meProfile(), { withToken: false })
      .then((answer) => {
        if (!live || !answer?.student) return;
        setStudent(answer.student);
        const name = formRef.current?.elements.namedItem('name');
        if (name instanceof HTMLInputElement && !name.value && answer.student.name) {
          name.value = answer.student.name;
        }
      })
      .catch(() => {
        // Not known: the form asks for the address.
      });
    return () => {
      live = false;
    };
  }, [formRef]);
  return student;
}
