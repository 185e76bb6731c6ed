import { dashboardMemberSchema, memberInputSchema, withVersion } from '@chapterhouse/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slateMembers } from '../../db/schema/index.js';
import {
  type Collection,
  registerCollection,
  registerDashboardCollection,
} from '../../lib/collection-routes.js';
import { branchOrganisation } from '../../lib/organisation-queries.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { editBranchSlate, editOrganisationSlate } from './members.access.js';
import * as members from './members.service.js';

const updateSchema = withVersion(memberInputSchema);

/** A slate: an organisation's, or the branch's own in the console. */
const slate: Collection<typeof memberInputSchema, typeof updateSchema> = {
  label: 'Member',
  table: slateMembers,
  createSchema: memberInputSchema,
  updateSchema,
  itemSchema: dashboardMemberSchema,
  list: members.listMembers,
  create: members.createMember,
  get: members.getMember,
  update: members.updateMember,
};

/** Each dashboard's slate (`{base}/members`) and the branch's (`/admin/site/slate`). */
export const memberRoutes: FastifyPluginAsyncZod<{ context: ServiceContext }> = async (
  app,
  { context },
) => {
  registerDashboardCollection(app, context, 'members', editOrganisationSlate, slate);
  // The branch's slate: the same items, forms and rules as every organisation's.
  registerCollection(
    app,
    context,
    {
      url: '/admin/site/slate',
      access: editBranchSlate,
      params: z.object({}),
      organisation: () => branchOrganisation(context.db),
    },
    slate,
  );
};
