import { whatsappEndpoints } from '#core/whatsapp/whatsapp.endpoints.ts'
import type { SaveWhatsappSettings, WhatsappSettings } from '#core/whatsapp/whatsapp.schema.ts'
import { callApi } from '#app/lib/call-api.ts'

/** The WhatsApp settings endpoints the browser calls (core/whatsapp/whatsapp.endpoints.ts). */

export async function saveSettings(input: {
  phone: string
  is_daily_on: boolean
  daily_channel: SaveWhatsappSettings['daily_channel']
}): Promise<WhatsappSettings> {
  return (await callApi(whatsappEndpoints.save, { body: input })).data
}

export async function sendTestMessage(): Promise<number> {
  return (await callApi(whatsappEndpoints.test)).data.jobs
}

export async function setSearchAlert(id: number, input: { is_email_on: boolean; is_whatsapp_on: boolean }): Promise<WhatsappSettings> {
  return (await callApi(whatsappEndpoints.setSavedSearchAlert, { params: { id: String(id) }, body: input })).data
}

export async function simulateReply(text: 'START' | 'STOP'): Promise<WhatsappSettings> {
  return (await callApi(whatsappEndpoints.simulateReply, { body: { text } })).data
}
