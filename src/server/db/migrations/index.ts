import type { Migration } from 'kysely';
import * as m0001 from './0001_newsletter';
import * as m0002 from './0002_enquiries';
import * as m0003 from './0003_funeral';
import * as m0004 from './0004_admin';
import * as m0005 from './0005_fna';
import * as m0006 from './0006_needs_analysis';
import * as m0007 from './0007_outbox';
import * as m0008 from './0008_rate_limits';
import * as m0009 from './0009_clients';
import * as m0010 from './0010_workshops';
import * as m0011 from './0011_workshop_marks';
import * as m0012 from './0012_seat_marker';
import * as m0013 from './0013_workshop_cancel_links';
import * as m0014 from './0014_bookings';
import * as m0015 from './0015_two_factor';
import * as m0016 from './0016_field_encryption';
import * as m0017 from './0017_compaction_due';
import * as m0018 from './0018_policies';
import * as m0019 from './0019_reviews';
import * as m0020 from './0020_commissions';
import * as m0021 from './0021_relations';
import * as m0022 from './0022_commissions_by_month';
import * as m0023 from './0023_policy_parties';
import * as m0024 from './0024_client_documents';
import * as m0025 from './0025_client_identification';
import * as m0026 from './0026_document_requests';
import * as m0027 from './0027_advice_confirmations';
import * as m0028 from './0028_client_portal';
import * as m0029 from './0029_newsletter_opt_in';
import * as m0030 from './0030_newsletters';
import * as m0031 from './0031_message_templates';
import * as m0032 from './0032_outbox_sent_by_kind';
import * as m0033 from './0033_team';
import * as m0034 from './0034_contact_confirmation';
import * as m0035 from './0035_role_safe_values';
import * as m0036 from './0036_practice_moves_in';
import * as m0037 from './0037_no_example_workshops';
import * as m0038 from './0038_policy_status_changes';
import * as m0039 from './0039_backup_runs';
import * as m0040 from './0040_document_contents';
import * as m0041 from './0041_password_tokens';
import * as m0042 from './0042_book_version';
import * as m0043 from './0043_website';
import * as m0044 from './0044_website_images';
import * as m0045 from './0045_premium_table_used';
import * as m0046 from './0046_website_files';
import * as m0047 from './0047_premium_table_plan';
import * as m0048 from './0048_card_need';

/** Every migration, in order. Names sort: keep the 4-digit prefix. Never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_newsletter': m0001,
  '0002_enquiries': m0002,
  '0003_funeral': m0003,
  '0004_admin': m0004,
  '0005_fna': m0005,
  '0006_needs_analysis': m0006,
  '0007_outbox': m0007,
  '0008_rate_limits': m0008,
  '0009_clients': m0009,
  '0010_workshops': m0010,
  '0011_workshop_marks': m0011,
  '0012_seat_marker': m0012,
  '0013_workshop_cancel_links': m0013,
  '0014_bookings': m0014,
  '0015_two_factor': m0015,
  '0016_field_encryption': m0016,
  '0017_compaction_due': m0017,
  '0018_policies': m0018,
  '0019_reviews': m0019,
  '0020_commissions': m0020,
  '0021_relations': m0021,
  '0022_commissions_by_month': m0022,
  '0023_policy_parties': m0023,
  '0024_client_documents': m0024,
  '0025_client_identification': m0025,
  '0026_document_requests': m0026,
  '0027_advice_confirmations': m0027,
  '0028_client_portal': m0028,
  '0029_newsletter_opt_in': m0029,
  '0030_newsletters': m0030,
  '0031_message_templates': m0031,
  '0032_outbox_sent_by_kind': m0032,
  '0033_team': m0033,
  '0034_contact_confirmation': m0034,
  '0035_role_safe_values': m0035,
  '0036_practice_moves_in': m0036,
  '0037_no_example_workshops': m0037,
  '0038_policy_status_changes': m0038,
  '0039_backup_runs': m0039,
  '0040_document_contents': m0040,
  '0041_password_tokens': m0041,
  '0042_book_version': m0042,
  '0043_website': m0043,
  '0044_website_images': m0044,
  '0045_premium_table_used': m0045,
  '0046_website_files': m0046,
  '0047_premium_table_plan': m0047,
  '0048_card_need': m0048,
};
