"""planner/encode/cost"""
