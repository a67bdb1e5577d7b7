"""The WhatsApp channel's rules, as pure functions to be wired into the pipeline.

- ``billing_sim.bot.channel.state_gate``: a human agent is active (or a handover is queued): the bot
  writes nothing.
- ``billing_sim.bot.channel.humanizer``: a draft containing a forbidden phrase
  (``billing_sim/bot/channel/forbidden_phrases.txt``) is not sent; a person takes over.
- ``billing_sim.bot.channel.hours``: support hours, the 24-hour window, and the fixed template of a
  handover outside support hours. The clock is always an argument.
"""
