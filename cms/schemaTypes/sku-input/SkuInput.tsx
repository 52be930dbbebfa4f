import {useEffect, useState, type ChangeEvent} from 'react'
import {Card, Flex, Select, Spinner, Stack, Text} from '@sanity/ui'
import {set, unset, type StringInputProps} from 'sanity'
import {
  type CatalogueSku,
  catalogueRequest,
  catalogueSource,
  readCatalogueReply,
  skuOptions,
} from './sku-catalogue'

/** The Studio's own build reads SANITY_STUDIO_COMMERCE_API_URL, _API_KEY and SANITY_STUDIO_SHOP_CHANNEL. */
const SOURCE = catalogueSource({
  SANITY_STUDIO_COMMERCE_API_URL: process.env.SANITY_STUDIO_COMMERCE_API_URL,
  SANITY_STUDIO_COMMERCE_API_KEY: process.env.SANITY_STUDIO_COMMERCE_API_KEY,
  SANITY_STUDIO_SHOP_CHANNEL: process.env.SANITY_STUDIO_SHOP_CHANNEL,
})

/** A slow shop should not keep an editor from typing the code: after this, the plain field. */
const TIMEOUT_MS = 8_000

type Catalogue =
  | {state: 'loading'}
  | {state: 'loaded'; skus: CatalogueSku[]}
  | {state: 'unreachable'; reason: string}

async function readCatalogue(signal: AbortSignal): Promise<Catalogue> {
  const {url, init} = catalogueRequest(SOURCE)
  try {
    const reply = await fetch(url, {...init, signal})
    const read = readCatalogueReply(await reply.json().catch(() => null))
    return read.ok ? {state: 'loaded', skus: read.skus} : {state: 'unreachable', reason: read.reason}
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    return {state: 'unreachable', reason: timedOut ? 'it did not answer in time' : 'it could not be reached'}
  }
}

/**
 * The SKU code as a choice among the SKUs the shop sells (name beside code), read from the
 * commerce API. When the API cannot be read, the plain text field, with a warning: an editor can
 * still work, and the site's build refuses a published product whose SKU the shop does not sell.
 */
export function SkuInput(props: StringInputProps) {
  const {value, onChange, readOnly, elementProps} = props
  const [catalogue, setCatalogue] = useState<Catalogue>({state: 'loading'})

  useEffect(() => {
    let current = true
    void readCatalogue(AbortSignal.timeout(TIMEOUT_MS)).then((read) => {
      if (current) setCatalogue(read)
    })
    return () => {
      current = false
    }
  }, [])

  if (catalogue.state === 'loading') {
    return (
      <Flex align="center" gap={2} padding={2}>
        <Spinner muted />
        <Text muted size={1}>
          Reading the shop&apos;s SKUs…
        </Text>
      </Flex>
    )
  }

  if (catalogue.state === 'unreachable') {
    return (
      <Stack gap={2}>
        <Card padding={3} radius={2} tone="caution" role="status">
          <Text size={1}>
            The shop&apos;s catalogue at {SOURCE.apiUrl} could not be read ({catalogue.reason}). Type the
            SKU code exactly as the shop has it: the site will not build with a code the shop does not
            sell.
          </Text>
        </Card>
        {props.renderDefault(props)}
      </Stack>
    )
  }

  const options = skuOptions(catalogue.skus, value)
  const retired = options.find((option) => option.retired && option.code === value)
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.currentTarget.value
    onChange(code ? set(code) : unset())
  }
  return (
    <Stack gap={2}>
      <Select id={elementProps.id} value={value ?? ''} onChange={choose} disabled={readOnly}>
        <option value="">Choose the product the shop sells…</option>
        {options.map((option) => (
          <option key={option.code} value={option.code} disabled={option.retired}>
            {option.label}
          </option>
        ))}
      </Select>
      {retired && (
        <Card padding={3} radius={2} tone="critical" role="alert">
          <Text size={1}>
            The shop no longer sells {retired.code}. Choose a SKU it sells, or unpublish this product:
            the site will not build while a published product names it.
          </Text>
        </Card>
      )}
    </Stack>
  )
}
