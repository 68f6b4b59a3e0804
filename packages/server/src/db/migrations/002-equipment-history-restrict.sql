-- 002: a machine's history can never be erased by accident (docs/decisions/006-equipment-delete.md).
-- Deleting a machine that still has work orders or assignments now fails in the database instead of
-- cascading; the API retires such a machine and deletes only machines without history.

ALTER TABLE equipment_assignments DROP CONSTRAINT equipment_assignments_equipment_id_fkey;
ALTER TABLE equipment_assignments ADD CONSTRAINT equipment_assignments_equipment_id_fkey
  FOREIGN KEY (equipment_id) REFERENCES equipment (id) ON DELETE RESTRICT;

ALTER TABLE work_orders DROP CONSTRAINT work_orders_equipment_id_fkey;
ALTER TABLE work_orders ADD CONSTRAINT work_orders_equipment_id_fkey
  FOREIGN KEY (equipment_id) REFERENCES equipment (id) ON DELETE RESTRICT;

-- 'ex-101' and 'EX-101' are the same machine to the people who read the number off its side.
CREATE UNIQUE INDEX equipment_number_unique_ci ON equipment (organization_id, lower(equipment_number));
