-- 006: the database tools' reader (migration 005) and the tables that migrations 003 and 004 added before it
-- existed. A person's change history is the organization's data, granted like the others; the work-order
-- counters are figures kept for the dashboards, granted too (src/modules/dev-tools/exposed-tables.ts).
GRANT SELECT ON user_history TO mnx_dev_tools_reader;
ALTER TABLE user_history ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON user_history FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);

GRANT SELECT ON work_order_counts TO mnx_dev_tools_reader;
ALTER TABLE work_order_counts ENABLE ROW LEVEL SECURITY;
CREATE POLICY dev_tools_organization ON work_order_counts FOR SELECT TO mnx_dev_tools_reader
  USING (organization_id = current_setting('mnx.dev_tools_organization_id')::uuid);
