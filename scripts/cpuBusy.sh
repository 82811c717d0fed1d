#!/bin/bash
# Samples the whole machine's CPU busy % every 10 s, one "epoch busy%" line each, until stopped:
# `scripts/cpuBusy.sh > cpu.log &` beside `npm test` gives the suite's CPU figures in the README.
prev=($(head -1 /proc/stat)); 
while :; do
  sleep 10
  cur=($(head -1 /proc/stat))
  idle=$(( (${cur[4]} + ${cur[5]}) - (${prev[4]} + ${prev[5]}) ))
  total=0; for i in 1 2 3 4 5 6 7 8; do total=$(( total + ${cur[$i]} - ${prev[$i]} )); done
  echo "$(date +%s) $(( 100 * (total - idle) / (total > 0 ? total : 1) ))"
  prev=("${cur[@]}")
done
