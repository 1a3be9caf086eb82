import { desc, eq } from 'drizzle-orm';
import type { UserSettings } from '@ojeador/shared';
import type { Executor } from '../../db/client.js';
import { userSettings, whatsappConsents } from '../../db/schema/index.js';

export type ConsentRow = typeof whatsappConsents.$inferSelect;

export class SettingsRepository {
  constructor(private readonly db: Executor) {}

  /** The stored settings, or null when the user never changed any. `lock` holds the row until commit. */
  async find(userId: number, options: { lock?: boolean } = {}, tx: Executor = this.db): Promise<UserSettings | null> {
    const query = tx
      .select({ isWhatsAppEnabled: userSettings.isWhatsAppEnabled, isEmailEnabled: userSettings.isEmailEnabled, theme: userSettings.theme })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async save(userId: number, settings: UserSettings, tx: Executor = this.db): Promise<void> {
    await tx
      .insert(userSettings)
      .values({ userId, ...settings })
      .onConflictDoUpdate({ target: userSettings.userId, set: settings });
  }

  async insertConsent(values: { userId: number; phone: string; granted: boolean; context: string }, tx: Executor = this.db): Promise<void> {
    await tx.insert(whatsappConsents).values(values);
  }

  /** The user's consent records, newest first. */
  consents(userId: number): Promise<ConsentRow[]> {
    return this.db
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.userId, userId))
      .orderBy(desc(whatsappConsents.createdAt), desc(whatsappConsents.id));
  }
}
